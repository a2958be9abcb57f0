/** A record's person in the person shape, with the others the record names as relatives. */
import { fullName } from '../../../protocol/names';
import type { RelativeOut } from '../../../protocol/hints';
import type { Db } from '../../db/database';

const HAN = /\p{Script=Han}/u;

type Row = { record_code: string; position: number; role: string; surname: string; first_name: string; name_zh: string | null; gender: string | null; birth_year: number | null; birth_year_approx: number; birth_place: string | null; death_year: number | null; residence: string | null };

const SELF = ['principal', 'head', 'deceased', 'child'];

function relation(matched: string, other: string): RelativeOut['relation'] | null {
  if (SELF.includes(matched)) {
    if (other === 'father' || other === 'mother') return 'parent';
    if (other === 'wife' || other === 'spouse') return 'spouse';
    if (['son', 'daughter', 'informant'].includes(other) || (other === 'child' && matched !== 'child')) return 'child';
    if (other === 'brother') return 'sibling';
  }
  if ((matched === 'father' || matched === 'mother') && (SELF.includes(other) || other === 'brother')) return 'child';
  if ((matched === 'wife' || matched === 'spouse') && ['head', 'principal', 'deceased'].includes(other)) return 'spouse';
  if ((matched === 'wife' || matched === 'spouse') && ['son', 'daughter'].includes(other)) return 'child';
  if ((matched === 'son' || matched === 'daughter') && (other === 'head' || other === 'wife')) return 'parent';
  if ((matched === 'son' || matched === 'daughter') && (other === 'son' || other === 'daughter')) return 'sibling';
  return null;
}

function names(r: Row) {
  const first_names: { type: 'given'; value: string }[] = [];
  const surnames: { type: 'birth'; value: string }[] = [];
  if (r.first_name) first_names.push({ type: 'given', value: r.first_name });
  if (r.surname) surnames.push({ type: 'birth', value: r.surname });
  if (r.name_zh && HAN.test(r.name_zh)) {
    const chars = [...r.name_zh];
    surnames.push({ type: 'birth', value: chars[0]! });
    if (chars.length > 1) first_names.push({ type: 'given', value: chars.slice(1).join('') });
  }
  return { first_names, surnames };
}

const gender = (g: string | null): 'm' | 'f' | 'none' => (g === 'm' || g === 'f' ? g : 'none');

/** The record person CODE:POSITION (current import), shaped as a person with relatives, or null. */
export async function recordPersonShape(db: Db, code: string, position: number) {
  const rows = await db
    .selectFrom('record_persons as rp')
    .innerJoin('record_collections as c', (j) => j.onRef('c.id', '=', 'rp.collection_id').onRef('c.current_import', '=', 'rp.import_id'))
    .innerJoin('records as r', (j) => j.onRef('r.import_id', '=', 'rp.import_id').onRef('r.code', '=', 'rp.record_code'))
    .select(['rp.record_code', 'rp.position', 'rp.role', 'rp.surname', 'rp.first_name', 'rp.name_zh', 'rp.gender', 'rp.birth_year', 'rp.birth_year_approx', 'rp.birth_place', 'rp.death_year', 'rp.residence', 'r.source_id', 'r.collection_id', 'r.event_type', 'r.event_year', 'r.event_place'])
    .where('rp.record_code', '=', code)
    .orderBy('rp.position')
    .execute();
  const self = rows.find((r) => r.position === position);
  if (!self) return null;
  const relatives: RelativeOut[] = [];
  for (const other of rows) {
    if (other === self) continue;
    const rel = relation(self.role, other.role);
    if (!rel) continue;
    const n = names(other);
    relatives.push({ id: `${code}:${other.position}`, relation: rel, ...n, gender: gender(other.gender), birth_date: other.birth_year ? { year: other.birth_year } : null, full_name: fullName(n) });
  }
  const n = names(self);
  const ids = (k: RelativeOut['relation']) => relatives.filter((r) => r.relation === k).map((r) => r.id);
  return {
    object_id: `${code}:${position}`,
    id: `${code}:${position}`,
    code,
    source_id: self.source_id,
    collection_id: self.collection_id,
    role: self.role,
    event: { type: self.event_type, year: self.event_year, place: self.event_place },
    ...n,
    full_name: fullName(n),
    gender: gender(self.gender),
    birth_date: self.birth_year ? { year: self.birth_year, month: null, day: null, approximation_years: self.birth_year_approx || null } : null,
    birth_location: self.birth_place,
    death_date: self.death_year ? { year: self.death_year, month: null, day: null } : null,
    death_location: null,
    residence: self.residence,
    is_deceased: self.death_year !== null,
    facts: [],
    relatives: { parents: ids('parent'), siblings: ids('sibling'), spouses: ids('spouse'), children: ids('child') },
    relatives_json: relatives,
  };
}
export type RecordPersonShape = NonNullable<Awaited<ReturnType<typeof recordPersonShape>>>;
