/**
 * The columnar form of a draw answer: the same DrawResponse, one array per field instead of one object
 * per person and line, and persons named in lines and blood_relatives_ids by their place in the person
 * columns instead of their id again. A line's id and family id, made by the layout from the ids of the
 * persons it joins, go as the number of the rule that makes them again (LINE_ID_RULES, FAMILY_ID_RULES)
 * when that rule gives them exactly, else as the id (version 2; version 1 sent every id). A client asks
 * for it with `Accept: DRAW_COLUMNS_TYPE`; a client that does not ask gets the object form.
 * decodeDrawColumns(encodeDrawColumns(d)) deep-equals d.
 */
import { z } from 'zod';
import { drawResponseSchema, genderSchema, ghostTypeSchema, lineKindSchema, pairOf, type DrawLine, type DrawPerson, type DrawResponse } from './draw';

export const DRAW_COLUMNS_TYPE = 'application/vnd.xungen.draw-columns+json';
export const DRAW_COLUMNS_VERSION = 2;
/** Versions decodeDrawColumns reads: answers and layouts stored in version 1 are still read. */
const READ_VERSIONS = [1, 2];

/** A person by place in the person columns, or (not drawn) by id. */
type PersonRef = number | string;
/** A line's id or family id: the number of the rule that makes it from the line's persons, or the id itself. */
type DerivedId = number | string;
/** An optional field's column: null where the field is absent; left out when no row has it. */
type Optional<T> = (T | null)[] | undefined;

export interface DrawColumns {
  columns_version: number;
  persons: {
    object_id: string[];
    /** Places of the start person(s). */
    start: number[];
    /** Places of ghost cards. */
    ghost: number[];
    ghost_type: Optional<string>;
    ghost_of: Optional<PersonRef>;
    generation: number[];
    x: number[];
    y: number[];
    width: number[];
    height: number[];
    full_name: string[];
    names_en: string[];
    names_zh: string[];
    gender: string[];
    birth_text: string[];
    death_text: string[];
    /** Places of deceased persons. */
    deceased: number[];
    photo_url: (string | null)[];
    /** Places of cards with a hidden subtree. */
    hidden: number[];
    hidden_count: number[];
    hint_count: Optional<number>;
    birth_order: Optional<number>;
    is_private: Optional<boolean>;
  };
  lines: {
    line_id: DerivedId[];
    kind: string[];
    /** How many persons each line names, then all of them in one list. */
    person_counts: number[];
    person_refs: PersonRef[];
    /** How many points each line has, then all x, y pairs in one list. */
    point_counts: number[];
    points: number[];
    family_id: DerivedId[];
    parenthood_kind: Optional<string>;
  };
  blood_relatives: PersonRef[];
  frame: Omit<DrawResponse, 'persons' | 'lines' | 'blood_relatives_ids'>;
}

const place = z.number().int().nonnegative();
const personRef = z.union([place, z.string()]);
const strings = z.array(z.string());
/** The parents of a parent-child or link line (one or two, in order) and the child, its last person. */
const parentsAndChild = (ids: string[]) => (ids.length === 3 ? `${ids[0]}+${ids[1]}>${ids[2]}` : `${ids[0]}>${ids[1]}`);
/** Whether a line names a parent or two and a child. */
const parentsLine = (ids: string[]) => ids.length === 2 || ids.length === 3;

/** A way the layout names lines or families from the ids of their persons; undefined where it does not apply. */
type IdRule = (ids: string[]) => string | undefined;

/** How the layout names a line (lines.ts), by rule number: a couple, a link between two partners, a child's own line, a child drawn under other parents. */
export const LINE_ID_RULES: readonly IdRule[] = [
  (ids) => (ids.length === 2 ? `c:${pairOf(ids[0], ids[1])}` : undefined),
  (ids) => (ids.length === 2 ? `ls:${pairOf(ids[0], ids[1])}` : undefined),
  (ids) => (parentsLine(ids) ? `pc:${parentsAndChild(ids)}` : undefined),
  (ids) => (parentsLine(ids) ? `l:${parentsAndChild(ids)}` : undefined),
];
/** How the layout names a line's family, by rule number: by a couple or a child's two parents, or by one parent. */
export const FAMILY_ID_RULES: readonly IdRule[] = [
  (ids) => (ids.length >= 2 ? `f:${pairOf(ids[0], ids[1])}` : undefined),
  (ids) => (ids.length >= 1 ? `f:${ids[0]}` : undefined),
];
/** The line rule worth trying first for a line of each kind (the rest are tried after). */
const LINE_RULE_FIRST: Record<string, number> = { couple: 0, parent_child: 2, link: 3 };

/** The number of the first rule that makes `id` from `ids` (`first` tried first), else `id` itself. */
function derivedId(id: string, ids: string[], rules: readonly IdRule[], first: number): DerivedId {
  if (rules[first]?.(ids) === id) return first;
  for (let r = 0; r < rules.length; r++) if (r !== first && rules[r](ids) === id) return r;
  return id;
}

/** The id a derived-id column holds for a line: the id, or made again by its rule (throws naming the column when no such rule applies). */
function underivedId(value: DerivedId, ids: string[], rules: readonly IdRule[], column: string, line: number): string {
  if (typeof value === 'string') return value;
  const made = rules[value]?.(ids);
  if (made === undefined) throw new Error(`draw columns: ${column} of line ${line} names rule ${value}, which does not apply to its ${ids.length} persons.`);
  return made;
}
/** A derived-id column: ids and rule numbers, checked in one loop (a union schema per item took as long as parsing the text). */
const derivedIds = z.custom<DerivedId[]>(
  (value) => Array.isArray(value) && value.every((item) => typeof item === 'string' || (Number.isInteger(item) && (item as number) >= 0)),
  'Expected line ids or rule numbers',
);

/**
 * What each column may hold: the checks of drawResponseSchema, column by column. A column of plain
 * values is checked many times faster than the same values as 100,000 objects, so a client checks the
 * columns and decodes them without checking the objects again (decodeDrawColumns checks the lengths
 * and the person places).
 */
export const drawColumnsSchema = z.object({
  columns_version: z.number(),
  persons: z.object({
    object_id: strings,
    start: z.array(place),
    ghost: z.array(place),
    ghost_type: z.array(ghostTypeSchema.nullable()).optional(),
    ghost_of: z.array(personRef.nullable()).optional(),
    generation: z.array(z.number().int()),
    x: z.array(z.number()),
    y: z.array(z.number()),
    width: z.array(z.number().positive()),
    height: z.array(z.number().positive()),
    full_name: strings,
    names_en: strings,
    names_zh: strings,
    gender: z.array(genderSchema),
    birth_text: strings,
    death_text: strings,
    deceased: z.array(place),
    photo_url: z.array(z.string().nullable()),
    hidden: z.array(place),
    hidden_count: z.array(place),
    hint_count: z.array(place.nullable()).optional(),
    birth_order: z.array(z.number().int().positive().nullable()).optional(),
    is_private: z.array(z.boolean().nullable()).optional(),
  }),
  lines: z.object({
    line_id: derivedIds,
    kind: z.array(lineKindSchema),
    person_counts: z.array(place),
    person_refs: z.array(personRef),
    point_counts: z.array(z.number().int().min(2)),
    points: z.array(z.number()),
    family_id: derivedIds,
    parenthood_kind: z.array(z.enum(['adopted', 'foster', 'step']).nullable()).optional(),
  }),
  blood_relatives: z.array(personRef),
  frame: drawResponseSchema.omit({ persons: true, lines: true, blood_relatives_ids: true }),
});

export function encodeDrawColumns(draw: DrawResponse): DrawColumns {
  const { persons, lines, blood_relatives_ids, ...frame } = draw;
  const n = persons.length;
  const place = new Map<string, number>();
  for (let i = 0; i < n; i++) place.set(persons[i].object_id, i);
  const ref = (id: string): PersonRef => place.get(id) ?? id;
  const p: DrawColumns['persons'] = {
    object_id: new Array(n),
    start: [],
    ghost: [],
    ghost_type: undefined,
    ghost_of: undefined,
    generation: new Array(n),
    x: new Array(n),
    y: new Array(n),
    width: new Array(n),
    height: new Array(n),
    full_name: new Array(n),
    names_en: new Array(n),
    names_zh: new Array(n),
    gender: new Array(n),
    birth_text: new Array(n),
    death_text: new Array(n),
    deceased: [],
    photo_url: new Array(n),
    hidden: [],
    hidden_count: new Array(n),
    hint_count: undefined,
    birth_order: undefined,
    is_private: undefined,
  };
  /** Sets row i of an optional column, making the column (nulls so far) on its first value. */
  const setOptional = <K extends 'ghost_type' | 'ghost_of' | 'hint_count' | 'birth_order' | 'is_private'>(key: K, i: number, value: NonNullable<DrawColumns['persons'][K]>[number] | undefined) => {
    if (value === undefined) return;
    const column = (p[key] ??= new Array(n).fill(null) as DrawColumns['persons'][K]) as unknown[];
    column[i] = value;
  };
  for (let i = 0; i < n; i++) {
    const person = persons[i];
    const { position, card } = person;
    p.object_id[i] = person.object_id;
    if (person.is_start_person) p.start.push(i);
    if (person.is_ghost) p.ghost.push(i);
    setOptional('ghost_type', i, person.ghost_type);
    setOptional('ghost_of', i, person.ghost_of === undefined ? undefined : ref(person.ghost_of));
    p.generation[i] = person.generation;
    p.x[i] = position.x;
    p.y[i] = position.y;
    p.width[i] = position.width;
    p.height[i] = position.height;
    p.full_name[i] = card.full_name;
    p.names_en[i] = card.names_en;
    p.names_zh[i] = card.names_zh;
    p.gender[i] = card.gender;
    p.birth_text[i] = card.birth_text;
    p.death_text[i] = card.death_text;
    if (card.is_deceased) p.deceased.push(i);
    p.photo_url[i] = card.photo_url;
    if (card.has_hidden_subtree) p.hidden.push(i);
    p.hidden_count[i] = card.hidden_count;
    setOptional('hint_count', i, card.hint_count);
    setOptional('birth_order', i, card.birth_order);
    setOptional('is_private', i, card.is_private);
  }
  const m = lines.length;
  const l: DrawColumns['lines'] = { line_id: new Array(m), kind: new Array(m), person_counts: new Array(m), person_refs: [], point_counts: new Array(m), points: [], family_id: new Array(m), parenthood_kind: undefined };
  for (let i = 0; i < m; i++) {
    const line = lines[i];
    l.line_id[i] = derivedId(line.line_id, line.person_ids, LINE_ID_RULES, LINE_RULE_FIRST[line.kind] ?? 0);
    l.kind[i] = line.kind;
    l.person_counts[i] = line.person_ids.length;
    for (const id of line.person_ids) l.person_refs.push(ref(id));
    l.point_counts[i] = line.points.length;
    for (const [x, y] of line.points) l.points.push(x, y);
    l.family_id[i] = derivedId(line.family_id, line.person_ids, FAMILY_ID_RULES, line.person_ids.length === 2 && line.kind !== 'couple' ? 1 : 0);
    if (line.parenthood_kind !== undefined) (l.parenthood_kind ??= new Array(m).fill(null))[i] = line.parenthood_kind;
  }
  return { columns_version: DRAW_COLUMNS_VERSION, persons: p, lines: l, blood_relatives: blood_relatives_ids.map(ref), frame };
}

/** Marks the places listed in `places` among `count` rows. */
function flags(count: number, places: number[]): Uint8Array {
  const out = new Uint8Array(count);
  for (const i of places) out[i] = 1;
  return out;
}

/** The object form of a columnar draw answer; throws naming the column when the columns disagree. */
export function decodeDrawColumns(c: DrawColumns): DrawResponse {
  if (!READ_VERSIONS.includes(c.columns_version)) throw new Error(`draw columns: version ${c.columns_version} is not one of ${READ_VERSIONS.join(', ')}.`);
  const p = c.persons;
  const n = p.object_id.length;
  for (const [name, column] of Object.entries(p)) {
    // A numeric column may come as a Float64Array (a web worker hands those over without copying).
    const rows = Array.isArray(column) || ArrayBuffer.isView(column) ? (column as ArrayLike<unknown>).length : undefined;
    if (rows !== undefined && !['start', 'ghost', 'deceased', 'hidden'].includes(name) && rows !== n) throw new Error(`draw columns: persons.${name} has ${rows} rows, not ${n}.`);
  }
  const id = (ref: PersonRef): string => {
    if (typeof ref === 'string') return ref;
    const found = p.object_id[ref];
    if (found === undefined) throw new Error(`draw columns: person place ${ref} is not drawn.`);
    return found;
  };
  const start = flags(n, p.start);
  const ghost = flags(n, p.ghost);
  const deceased = flags(n, p.deceased);
  const hidden = flags(n, p.hidden);
  const persons: DrawPerson[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const card: DrawPerson['card'] = {
      full_name: p.full_name[i],
      names_en: p.names_en[i],
      names_zh: p.names_zh[i],
      gender: p.gender[i] as DrawPerson['card']['gender'],
      birth_text: p.birth_text[i],
      death_text: p.death_text[i],
      is_deceased: deceased[i] === 1,
      photo_url: p.photo_url[i],
      has_hidden_subtree: hidden[i] === 1,
      hidden_count: p.hidden_count[i],
    };
    const hints = p.hint_count?.[i];
    if (hints != null) card.hint_count = hints;
    const order = p.birth_order?.[i];
    if (order != null) card.birth_order = order;
    const priv = p.is_private?.[i];
    if (priv != null) card.is_private = priv;
    const person: DrawPerson = {
      object_id: p.object_id[i],
      is_start_person: start[i] === 1,
      is_ghost: ghost[i] === 1,
      generation: p.generation[i],
      position: { x: p.x[i], y: p.y[i], width: p.width[i], height: p.height[i] },
      card,
    };
    const ghostType = p.ghost_type?.[i];
    if (ghostType != null) person.ghost_type = ghostType as DrawPerson['ghost_type'];
    const ghostOf = p.ghost_of?.[i];
    if (ghostOf != null) person.ghost_of = id(ghostOf);
    persons[i] = person;
  }
  const l = c.lines;
  const m = l.line_id.length;
  const lines: DrawLine[] = new Array(m);
  let refAt = 0;
  let pointAt = 0;
  for (let i = 0; i < m; i++) {
    const person_ids: string[] = new Array(l.person_counts[i]);
    for (let k = 0; k < person_ids.length; k++) person_ids[k] = id(l.person_refs[refAt++]);
    const points: [number, number][] = new Array(l.point_counts[i]);
    for (let k = 0; k < points.length; k++, pointAt += 2) points[k] = [l.points[pointAt], l.points[pointAt + 1]];
    const line: DrawLine = {
      line_id: underivedId(l.line_id[i], person_ids, LINE_ID_RULES, 'lines.line_id', i),
      kind: l.kind[i] as DrawLine['kind'],
      person_ids,
      points,
      family_id: underivedId(l.family_id[i], person_ids, FAMILY_ID_RULES, 'lines.family_id', i),
    };
    const kind = l.parenthood_kind?.[i];
    if (kind != null) line.parenthood_kind = kind as DrawLine['parenthood_kind'];
    lines[i] = line;
  }
  if (refAt !== l.person_refs.length) throw new Error(`draw columns: lines.person_refs has ${l.person_refs.length} entries, person_counts add up to ${refAt}.`);
  if (pointAt !== l.points.length) throw new Error(`draw columns: lines.points has ${l.points.length} numbers, point_counts add up to ${pointAt / 2} points.`);
  return { persons, lines, ...c.frame, blood_relatives_ids: c.blood_relatives.map(id) };
}
