/**
 * INDI and FAM records, read from the parsed columns, to persons, families and couples. What the
 * graph holds is mapped; every other substructure is kept verbatim with an anchor, so an export can
 * put it back where it was.
 */
import type { FactItem, FirstNameItem, ParenthoodKind, SurnameItem } from '../../protocol/person';
import type { GraphCouple, GraphPerson } from '../tree/graph';
import { toDateValue } from './dates';
import { isPointer, type FlatReader } from './flatRead';
import type { GedcomIssue } from './issues';
import type { GedcomFamily, GedcomName, KeptNode } from './model';
import { NO_LINES } from './namePieces';
import { addNameItems, nameFieldsRegenerate, nameFromFields, nameItemsKey, type NameFields } from './names';

/** Individual events and attributes that become facts (BIRT and DEAT fill the birth and death fields). */
export const FACT_TAGS = new Set([
  'BIRT', 'DEAT', 'ADOP', 'BAPM', 'BARM', 'BASM', 'BLES', 'BURI', 'CENS', 'CHR', 'CHRA', 'CONF', 'CREM', 'EMIG', 'FCOM',
  'GRAD', 'IMMI', 'NATU', 'ORDN', 'PROB', 'RETI', 'WILL', 'EVEN', 'CAST', 'DSCR', 'EDUC', 'IDNO', 'NATI', 'NCHI', 'NMR',
  'OCCU', 'PROP', 'RELI', 'RESI', 'SSN', 'TITL', 'FACT',
]);
/** Where a 7.0 export keeps the text of an event whose 7.0 payload can only be Y (5.5.1 allowed text). */
export const VALUE_TAG = '_VALUE';
/** Substructures of an event that become fact info, by label. */
const INFO_TAGS = ['TYPE', 'AGE', 'CAUS', 'AGNC', 'NOTE'];

/** The tag ids the mapping compares against (-1 for a tag no line of the file has). */
export class MapTags {
  readonly HEAD: number; readonly TRLR: number; readonly INDI: number; readonly FAM: number; readonly NOTE: number;
  readonly SNOTE: number; readonly OBJE: number; readonly GEDC: number; readonly CHAR: number; readonly NAME: number;
  readonly SEX: number; readonly FAMC: number; readonly FAMS: number; readonly BIRT: number; readonly DEAT: number;
  readonly HUSB: number; readonly WIFE: number; readonly CHIL: number; readonly MARR: number; readonly DIV: number;
  readonly PEDI: number; readonly PHRASE: number; readonly DATE: number; readonly PLAC: number; readonly VALUE: number;
  readonly TYPE: number; readonly GIVN: number; readonly SURN: number; readonly NICK: number; readonly ROMN: number;
  readonly FONE: number; readonly TRAN: number; readonly LANG: number; readonly FREL: number; readonly MREL: number;
  readonly NPFX: number; readonly SPFX: number; readonly NSFX: number;
  /** 1 for the tag ids of FACT_TAGS. */
  readonly fact: Uint8Array;
  /** A bit per INFO_TAGS entry, by tag id (0 for other tags). */
  readonly info: Uint8Array;

  constructor(r: FlatReader) {
    const id = (tag: string) => r.tag(tag);
    this.HEAD = id('HEAD'); this.TRLR = id('TRLR'); this.INDI = id('INDI'); this.FAM = id('FAM'); this.NOTE = id('NOTE');
    this.SNOTE = id('SNOTE'); this.OBJE = id('OBJE'); this.GEDC = id('GEDC'); this.CHAR = id('CHAR'); this.NAME = id('NAME');
    this.SEX = id('SEX'); this.FAMC = id('FAMC'); this.FAMS = id('FAMS'); this.BIRT = id('BIRT'); this.DEAT = id('DEAT');
    this.HUSB = id('HUSB'); this.WIFE = id('WIFE'); this.CHIL = id('CHIL'); this.MARR = id('MARR'); this.DIV = id('DIV');
    this.PEDI = id('PEDI'); this.PHRASE = id('PHRASE'); this.DATE = id('DATE'); this.PLAC = id('PLAC'); this.VALUE = id(VALUE_TAG);
    this.TYPE = id('TYPE'); this.GIVN = id('GIVN'); this.SURN = id('SURN'); this.NICK = id('NICK'); this.ROMN = id('ROMN');
    this.FONE = id('FONE'); this.TRAN = id('TRAN'); this.LANG = id('LANG'); this.FREL = id('_FREL'); this.MREL = id('_MREL');
    this.NPFX = id('NPFX'); this.SPFX = id('SPFX'); this.NSFX = id('NSFX');
    const n = r.t.tags.length;
    this.fact = new Uint8Array(n);
    for (const tag of FACT_TAGS) if (id(tag) >= 0) this.fact[id(tag)] = 1;
    this.info = new Uint8Array(n);
    INFO_TAGS.forEach((tag, k) => {
      if (id(tag) >= 0) this.info[id(tag)] = 1 << k;
    });
  }
}

/**
 * Who the FAM records list (first FAM of each identifier), as record numbers, for FAMC/FAMS checks:
 * members are added for all families first, then sealed into one array ordered by family.
 */
export class FamMembers {
  private keys: number[] = [];
  private members: number[] = [];
  private start: Int32Array = new Int32Array(1);
  private sorted: Int32Array = new Int32Array(0);
  private readonly sets = new Map<number, Set<number>>();

  add(key: number, member: number): void {
    this.keys.push(key);
    this.members.push(member);
  }

  /** Groups the members by key; `keyCount` is one more than the largest key. */
  seal(keyCount: number): void {
    const start = new Int32Array(keyCount + 1);
    for (const k of this.keys) start[k + 1]!++;
    for (let k = 0; k < keyCount; k++) start[k + 1]! += start[k]!;
    const fill = start.slice(0, keyCount);
    const sorted = new Int32Array(this.keys.length);
    for (let i = 0; i < this.keys.length; i++) sorted[fill[this.keys[i]!]!++] = this.members[i]!;
    this.start = start;
    this.sorted = sorted;
    this.keys = [];
    this.members = [];
  }

  has(key: number, member: number): boolean {
    const from = this.start[key]!;
    const to = this.start[key + 1]!;
    // Families are small; a huge one (bad data) gets a set so that each check stays cheap.
    if (to - from <= 32) {
      for (let i = from; i < to; i++) if (this.sorted[i] === member) return true;
      return false;
    }
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Set(this.sorted.subarray(from, to))));
    return set.has(member);
  }
}

const PEDI_SCAN_LIMIT = 16;

/** The PEDI each person wrote under FAMC, by family: one chain per person, newest first. */
export class PediLinks {
  private readonly head: Int32Array;
  private readonly fam: number[] = [];
  private readonly value: (string | null)[] = [];
  private readonly next: number[] = [];

  // A person with many FAMC lines (bad data) gets a map by family: each family asks about its child,
  // and a walk of the chain per question was quadratic in the person's FAMC lines.
  private readonly count: Int32Array;
  private readonly byFam = new Map<number, Map<number, string | null>>();

  constructor(records: number) {
    this.head = new Int32Array(records).fill(-1);
    this.count = new Int32Array(records);
  }

  add(person: number, fam: number, value: string | null): void {
    this.fam.push(fam);
    this.value.push(value);
    this.next.push(this.head[person]!);
    this.head[person] = this.fam.length - 1;
    if (++this.count[person]! <= PEDI_SCAN_LIMIT) return;
    let map = this.byFam.get(person);
    if (!map) {
      map = new Map();
      // The chain is newest first, and the newest line to a family is the one that counts.
      for (let l = this.head[person]!; l >= 0; l = this.next[l]!) if (!map.has(this.fam[l]!)) map.set(this.fam[l]!, this.value[l]!);
      this.byFam.set(person, map);
    }
    map.set(fam, value);
  }

  /** What the person wrote under its last FAMC to this family (null: no PEDI), or undefined: no FAMC. */
  get(person: number, fam: number): string | null | undefined {
    if (this.count[person]! > PEDI_SCAN_LIMIT) return this.byFam.get(person)!.get(fam);
    for (let l = this.head[person]!; l >= 0; l = this.next[l]!) if (this.fam[l] === fam) return this.value[l]!;
    return undefined;
  }
}

/** What the records around a person or family resolve to, by record number (see FlatReader.xrefs). */
export interface RecordTable {
  /** Graph id per record number. */
  ids: string[];
  /** Index into the persons read so far, or -1. */
  person: Int32Array;
  /** Record numbers that a FAM lists as partners (key 2n) or children (key 2n + 1), n its record number. */
  members: FamMembers;
  /** PEDI under FAMC, by the person's and the family's record numbers. */
  pedi: PediLinks;
}

export interface IndiResult {
  person: GraphPerson;
  names: GedcomName[];
  kept: KeptNode[];
  notes: number;
}

/** Splits an event into what a fact holds and what is kept. */
function readEvent(r: FlatReader, tg: MapTags, ev: number, anchor: string, kept: KeptNode[]): FactItem {
  const { firstChild, nextSibling, tag } = r.t;
  const info: FactItem['info'] = [];
  let place: string | null = null;
  const own = r.value(ev);
  let value = own === 'Y' ? undefined : own;
  let sawDate = false;
  let startDate: FactItem['start_date'] = null;
  let seenInfo = 0;
  for (let c = firstChild[ev]!; c !== 0; c = nextSibling[c]!) {
    const ct = tag[c]!;
    if (ct === tg.VALUE && value === undefined && firstChild[c] === 0) {
      value = r.value(c);
      continue;
    }
    if (ct === tg.DATE && !sawDate) {
      sawDate = true;
      const text = r.value(c) ?? '';
      // A phrase the DateValue could not take in (one beside a period or range) is kept under DATE.
      const phrase = r.child(c, tg.PHRASE);
      const phraseValue = phrase !== 0 ? r.value(phrase) : undefined;
      startDate = r.dateValue(text, phraseValue);
      if (phraseValue !== undefined && JSON.stringify(toDateValue(text, phraseValue)) === JSON.stringify(toDateValue(text))) {
        r.keep(kept, `${anchor}>DATE`, phrase);
      }
      // The PHRASE is read with the date; anything else under DATE (TIME) is kept.
      for (let d = firstChild[c]!; d !== 0; d = nextSibling[d]!) if (tag[d] !== tg.PHRASE) r.keep(kept, `${anchor}>DATE`, d);
      continue;
    }
    if (ct === tg.PLAC && place === null) {
      const v = r.value(c);
      if (v !== undefined) {
        place = v.slice(0, 500);
        for (let d = firstChild[c]!; d !== 0; d = nextSibling[d]!) r.keep(kept, `${anchor}>PLAC`, d);
        continue;
      }
    }
    const bit = tg.info[ct]!;
    if (bit !== 0 && (seenInfo & bit) === 0 && firstChild[c] === 0) {
      const v = r.value(c);
      if (v !== undefined && !isPointer(v)) {
        // Only the first of each: 7.0 allows one TYPE, AGE, CAUS and AGNC per event, so extras stay kept.
        seenInfo |= bit;
        info.push({ label: r.tagName(c), value: v.slice(0, 2000) });
        continue;
      }
    }
    r.keep(kept, anchor, c);
  }
  return {
    fact_type: r.tagName(ev),
    value: value !== undefined ? value.slice(0, 2000) : null,
    start_date: startDate,
    end_date: null,
    place_display_text: place,
    cemetery: null,
    info,
  };
}

/** The PEDI value, or its 7.0 PHRASE when the value is OTHER ("step" is written that way). */
function pediText(r: FlatReader, tg: MapTags, p: number): string | null {
  const v = r.value(p);
  if ((v ?? '').toUpperCase() === 'OTHER') return r.childValue(p, tg.PHRASE) ?? v ?? null;
  return v ?? null;
}

/** Ancestry and Family Tree Maker put the child's relation under CHIL as _FREL / _MREL. */
function relText(r: FlatReader, tg: MapTags, chil: number): string | null {
  const f = r.childValue(chil, tg.FREL) ?? r.childValue(chil, tg.MREL);
  return f && f.toUpperCase() !== 'NATURAL' ? f : null;
}

function pediKind(pedi: string | null): ParenthoodKind {
  switch ((pedi ?? '').toUpperCase()) {
    case 'ADOPTED': return 'adopted';
    case 'FOSTER': return 'foster';
    case 'STEP': case 'STEPCHILD': case 'STEP-CHILD': return 'step';
    default: return 'birth';
  }
}

function sexOf(v: string | undefined): 'f' | 'm' | 'none' {
  const s = (v ?? '').trim().toUpperCase();
  if (s === 'M' || s === 'MALE') return 'm';
  if (s === 'F' || s === 'FEMALE') return 'f';
  return 'none';
}

/**
 * Adds a piece's line to its list, which stays the shared empty one until a line comes. A line
 * without a value counts too (''), so that a NAME holding one is written back as it was.
 */
function addLine(lines: readonly string[], value: string | undefined): readonly string[] {
  if (lines === NO_LINES) return [value ?? ''];
  (lines as string[]).push(value ?? '');
  return lines;
}

/** The fields of the NAME at line i (first TYPE; every piece line and variant). */
function nameFieldsAt(r: FlatReader, tg: MapTags, i: number): NameFields {
  const { firstChild, nextSibling, tag } = r.t;
  let typeSlot = 0;
  const f: NameFields = {
    value: r.value(i), hasType: false, typeValue: undefined, typePhrase: undefined,
    npfx: NO_LINES, givn: NO_LINES, nick: NO_LINES, spfx: NO_LINES, surn: NO_LINES, nsfx: NO_LINES, variants: [],
  };
  for (let c = firstChild[i]!; c !== 0; c = nextSibling[c]!) {
    const ct = tag[c]!;
    if (ct === tg.TYPE) {
      if (typeSlot === 0) typeSlot = c;
    } else if (ct === tg.GIVN) f.givn = addLine(f.givn, r.value(c));
    else if (ct === tg.SURN) f.surn = addLine(f.surn, r.value(c));
    else if (ct === tg.NICK) f.nick = addLine(f.nick, r.value(c));
    else if (ct === tg.NPFX) f.npfx = addLine(f.npfx, r.value(c));
    else if (ct === tg.SPFX) f.spfx = addLine(f.spfx, r.value(c));
    else if (ct === tg.NSFX) f.nsfx = addLine(f.nsfx, r.value(c));
    else if (ct === tg.ROMN || ct === tg.FONE) {
      const v = r.value(c);
      if (v) f.variants.push({ kind: ct === tg.ROMN ? 'ROMN' : 'FONE', type: r.childValue(c, tg.TYPE) ?? null, value: v });
    } else if (ct === tg.TRAN) {
      const v = r.value(c);
      if (v) f.variants.push({ kind: 'TRAN', type: r.childValue(c, tg.LANG) ?? null, value: v });
    }
  }
  if (typeSlot !== 0) {
    f.hasType = true;
    f.typeValue = r.value(typeSlot);
    f.typePhrase = r.childValue(typeSlot, tg.PHRASE);
  }
  return f;
}

/** Reads the INDI at line `rec` (record number `self`) as person `id`. */
export function readIndi(r: FlatReader, tg: MapTags, rec: number, self: number, id: string, table: RecordTable): IndiResult {
  const { firstChild, nextSibling, tag } = r.t;
  const kept: KeptNode[] = [];
  const first: FirstNameItem[] = [];
  const last: SurnameItem[] = [];
  const names: GedcomName[] = [];
  const facts: FactItem[] = [];
  const notes: string[] = [];
  const person: GraphPerson = {
    id, first_names: first, surnames: last, gender: 'none', birth_date: null, birth_location: null, death_date: null,
    death_location: null, is_deceased: false, facts, notes: null, residence_location: [],
  };
  const nameSlots: number[] = [];
  const nameFields: NameFields[] = [];
  let sawBirth = false;
  let sawDeath = false;
  let sawSex = false;
  for (let c = firstChild[rec]!; c !== 0; c = nextSibling[c]!) {
    const ct = tag[c]!;
    if (ct === tg.NAME) {
      const fields = nameFieldsAt(r, tg, c);
      const name = nameFromFields(fields, r.names);
      names.push(name);
      nameSlots.push(c);
      nameFields.push(fields);
      addNameItems(name, first, last);
      const anchor = name.lang === 'zh' ? 'name:zh' : 'name:en';
      for (let d = firstChild[c]!; d !== 0; d = nextSibling[d]!) {
        const dt = tag[d]!;
        if (dt === tg.GIVN || dt === tg.SURN || dt === tg.NICK || dt === tg.TYPE) continue;
        r.keep(kept, anchor, d);
      }
      continue;
    }
    if (ct === tg.SEX) {
      const g = sexOf(r.value(c));
      // U, X, empty and odd spellings all read as 'none'; keep the line so export writes it as it was.
      if (!sawSex && g !== 'none' && firstChild[c] === 0) person.gender = g;
      else r.keep(kept, '', c);
      sawSex = true;
      continue;
    }
    if (ct === tg.NOTE) {
      if (firstChild[c] === 0) {
        const v = r.value(c);
        if (!isPointer(v)) {
          notes.push(v ?? '');
          continue;
        }
      }
    } else if (ct === tg.FAMC || ct === tg.FAMS) {
      // A link is rebuilt from the FAM record on export; keep it verbatim when the FAM does not agree.
      const fk = r.pointerRefOf(c);
      const isFamc = ct === tg.FAMC;
      if (fk >= 0 && table.members.has(fk * 2 + (isFamc ? 1 : 0), self)) {
        const fam = table.ids[fk]!;
        const p = isFamc ? r.child(c, tg.PEDI) : 0;
        if (isFamc) table.pedi.add(self, fk, p !== 0 ? pediText(r, tg, p) : null);
        const anchor = `${isFamc ? 'famc' : 'fams'}:${fam}`;
        for (let d = firstChild[c]!; d !== 0; d = nextSibling[d]!) if (d !== p) r.keep(kept, anchor, d);
        continue;
      }
    } else if (ct === tg.BIRT && !sawBirth) {
      sawBirth = true;
      const f = readEvent(r, tg, c, 'BIRT', kept);
      person.birth_date = f.start_date;
      person.birth_location = f.place_display_text;
      for (const i of f.info) kept.push({ anchor: 'BIRT', node: { level: r.t.level[c]! + 1, tag: i.label, value: i.value, children: [], line: 0 } });
      continue;
    } else if (ct === tg.DEAT && !sawDeath) {
      sawDeath = true;
      const f = readEvent(r, tg, c, 'DEAT', kept);
      person.is_deceased = true;
      person.death_date = f.start_date;
      person.death_location = f.place_display_text;
      for (const i of f.info) kept.push({ anchor: 'DEAT', node: { level: r.t.level[c]! + 1, tag: i.label, value: i.value, children: [], line: 0 } });
      continue;
    } else if (tg.fact[ct] === 1) {
      facts.push(readEvent(r, tg, c, `fact:${facts.length}`, kept));
      continue;
    }
    r.keep(kept, '', c);
  }
  if (notes.length > 0) person.notes = notes.join('\n\n');
  if (nameSlots.length > 0 && !nameFieldsRegenerate(nameFields, first, last)) {
    // Written back as they were while the names stay as imported (see KeptNode 'names:KEY').
    const anchor = `names:${nameItemsKey(first, last)}`;
    for (const n of nameSlots) r.keep(kept, anchor, n);
  }
  return { person, names, kept, notes: notes.length };
}

export interface FamResult {
  fam: GedcomFamily;
  couple: GraphCouple | null;
  notes: number;
  /** Person indices of the partners (-1 for none) and of fam.children, in order. */
  husband: number;
  wife: number;
  children: number[];
}

const CHILD_SCAN_LIMIT = 16;

function hasChild(list: GedcomFamily['children'], ids: Set<string> | null, id: string): boolean {
  if (ids !== null) return ids.has(id);
  for (const x of list) if (x.id === id) return true;
  return false;
}

/** Reads the FAM at line `rec` (record number `self`) as family `id`. */
export function readFam(r: FlatReader, tg: MapTags, rec: number, self: number, id: string, table: RecordTable, warnings: GedcomIssue[]): FamResult {
  const { firstChild, nextSibling, tag } = r.t;
  const kept: KeptNode[] = [];
  const fam: GedcomFamily = { id, husband: null, wife: null, children: [], married: false, couple_id: null, kept };
  let marriage: FactItem | null = null;
  let divorce: FactItem | null = null;
  let divorced = false;
  let notes = 0;
  // Lines taken as partners or children, and the graph id each stands for.
  const members: number[] = [];
  const memberIds: string[] = [];
  let husband = -1;
  let wife = -1;
  const children: number[] = [];
  // A repeated CHIL is read once; past a few children the check uses a set, or a family of thousands
  // of children (bad data) would be quadratic to read.
  let childIds: Set<string> | null = null;
  for (let c = firstChild[rec]!; c !== 0; c = nextSibling[c]!) {
    const ct = tag[c]!;
    if (ct === tg.HUSB || ct === tg.WIFE || ct === tg.CHIL) {
      const k = r.pointerRefOf(c);
      const target = k >= 0 && table.person[k]! >= 0 ? table.ids[k]! : null;
      if (target !== null && ct !== tg.CHIL) {
        // Same-sex couples written as two HUSB (or two WIFE) lines: the second fills the empty slot.
        const slot = ct === tg.HUSB ? (fam.husband === null ? 'husband' : fam.wife === null ? 'wife' : null) : fam.wife === null ? 'wife' : fam.husband === null ? 'husband' : null;
        if (slot) {
          fam[slot] = target;
          if (slot === 'husband') husband = table.person[k]!;
          else wife = table.person[k]!;
          members.push(c);
          memberIds.push(target);
          for (let d = firstChild[c]!; d !== 0; d = nextSibling[d]!) r.keep(kept, slot, d);
          continue;
        }
      } else if (target !== null && !hasChild(fam.children, childIds, target)) {
        if (childIds === null && fam.children.length >= CHILD_SCAN_LIMIT) childIds = new Set(fam.children.map((x) => x.id));
        childIds?.add(target);
        const pedi = table.pedi.get(k, self) ?? relText(r, tg, c);
        fam.children.push({ id: target, kind: pediKind(pedi), pedi });
        children.push(table.person[k]!);
        members.push(c);
        memberIds.push(target);
        const anchor = `chil:${target}`;
        for (let d = firstChild[c]!; d !== 0; d = nextSibling[d]!) r.keep(kept, anchor, d);
        continue;
      }
    } else if (ct === tg.MARR && marriage === null) {
      marriage = readEvent(r, tg, c, 'MARR', kept);
      fam.married = true;
      for (const i of marriage.info) kept.push({ anchor: 'MARR', node: { level: 2, tag: i.label, value: i.value, children: [], line: 0 } });
      continue;
    } else if (ct === tg.DIV && !divorced) {
      divorced = true;
      divorce = readEvent(r, tg, c, 'DIV', kept);
      for (const i of divorce.info) kept.push({ anchor: 'DIV', node: { level: 2, tag: i.label, value: i.value, children: [], line: 0 } });
      continue;
    } else if (ct === tg.NOTE && !r.isPointerAt(c)) {
      notes++;
    }
    r.keep(kept, '', c);
  }
  let couple: GraphCouple | null = null;
  // A couple is two persons: a family marrying someone to themselves is kept as written instead, its
  // events with it, and written back so on export.
  const onePerson = fam.husband !== null && fam.husband === fam.wife;
  if (onePerson) warnings.push({ line: r.t.line[rec]!, message: `family ${r.t.xrefOf(rec)} has the same person as both partners: kept as written, not as a couple` });
  if (fam.husband && fam.wife && !onePerson) {
    couple = {
      id,
      person1_id: fam.husband,
      person2_id: fam.wife,
      marriage_place: marriage?.place_display_text ?? null,
      marriage_date: marriage?.start_date ?? null,
      is_divorced: divorced,
      divorce_place: divorce?.place_display_text ?? null,
      divorce_date: divorce?.start_date ?? null,
    };
    fam.couple_id = id;
  } else if (marriage || divorced) {
    // A one-partner family has no couple to hold these: keep the events whole.
    kept.length = 0;
    const memberAt = new Map(members.map((line, i) => [line, i]));
    for (let c = firstChild[rec]!; c !== 0; c = nextSibling[c]!) {
      const m = memberAt.get(c) ?? -1;
      if (m >= 0) {
        const slot = tag[c] === tg.CHIL ? `chil:${memberIds[m]}` : fam.husband === memberIds[m] ? 'husband' : 'wife';
        for (let d = firstChild[c]!; d !== 0; d = nextSibling[d]!) r.keep(kept, slot, d);
        continue;
      }
      r.keep(kept, '', c);
    }
  }
  return { fam, couple, notes, husband, wife, children };
}
