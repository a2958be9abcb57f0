/**
 * GEDCOM records to the product model. What the graph holds is mapped; every other substructure is
 * kept verbatim with an anchor, so an export can put it back where it was.
 */
import type { DateValue, FactItem, FirstNameItem, ParenthoodKind, SurnameItem } from '../../protocol/person';
import type { GraphCouple, GraphParenthood, GraphPerson, TreeGraph } from '../tree/graph';
import { toDateValue } from './dates';
import type { GedcomIssue } from './issues';
import { type GedcomDocument, type GedcomExtras, type GedcomFamily, type GedcomName, type KeptNode } from './model';
import { addNameItems, nameItemsKey, namesRegenerate, readName } from './names';
import { childValue, type GedcomNode, type GedcomVersion } from './node';
import type { ParsedGedcom } from './parse';

/** Individual events and attributes that become facts (BIRT and DEAT fill the birth and death fields). */
export const FACT_TAGS = new Set([
  'BIRT', 'DEAT', 'ADOP', 'BAPM', 'BARM', 'BASM', 'BLES', 'BURI', 'CENS', 'CHR', 'CHRA', 'CONF', 'CREM', 'EMIG', 'FCOM',
  'GRAD', 'IMMI', 'NATU', 'ORDN', 'PROB', 'RETI', 'WILL', 'EVEN', 'CAST', 'DSCR', 'EDUC', 'IDNO', 'NATI', 'NCHI', 'NMR',
  'OCCU', 'PROP', 'RELI', 'RESI', 'SSN', 'TITL', 'FACT',
]);
/** Where a 7.0 export keeps the text of an event whose 7.0 payload can only be Y (5.5.1 allowed text). */
export const VALUE_TAG = '_VALUE';
/** Substructures of an event that become fact info, by label. */
const INFO_TAGS = new Set(['TYPE', 'AGE', 'CAUS', 'AGNC', 'NOTE']);

function dateOf(ev: GedcomNode): DateValue | null {
  const d = ev.children.find((c) => c.tag === 'DATE');
  if (!d) return null;
  const v = toDateValue(d.value ?? '', childValue(d, 'PHRASE'));
  return v.year === null && v.text_value === null && v.cn_date === null && v.month === null ? null : v;
}

function isPointer(v: string | undefined): boolean {
  return v !== undefined && v.length > 2 && v.charCodeAt(0) === 64 && v.charCodeAt(v.length - 1) === 64 && v.charCodeAt(1) !== 35;
}

/** Splits an event into what a fact holds and what is kept. */
function readEvent(ev: GedcomNode, anchor: string, kept: KeptNode[]): FactItem {
  const info: FactItem['info'] = [];
  let place: string | null = null;
  let value = ev.value === 'Y' ? undefined : ev.value;
  let sawDate = false;
  const seenInfo = new Set<string>();
  for (const c of ev.children) {
    if (c.tag === VALUE_TAG && value === undefined && c.children.length === 0) {
      value = c.value;
      continue;
    }
    if (c.tag === 'DATE' && !sawDate) {
      sawDate = true;
      // A phrase the DateValue could not take in (one beside a period or range) is kept under DATE.
      const phrase = c.children.find((d) => d.tag === 'PHRASE');
      if (phrase && phrase.value !== undefined) {
        const withPhrase = toDateValue(c.value ?? '', phrase.value);
        if (JSON.stringify(withPhrase) === JSON.stringify(toDateValue(c.value ?? ''))) {
          kept.push({ anchor: `${anchor}>DATE`, node: phrase });
        }
      }
      // The PHRASE is read with the date; anything else under DATE (TIME) is kept.
      for (const d of c.children) if (d.tag !== 'PHRASE') kept.push({ anchor: `${anchor}>DATE`, node: d });
    } else if (c.tag === 'PLAC' && place === null && c.value !== undefined) {
      place = c.value.slice(0, 500);
      for (const d of c.children) kept.push({ anchor: `${anchor}>PLAC`, node: d });
    } else if (INFO_TAGS.has(c.tag) && !seenInfo.has(c.tag) && c.children.length === 0 && c.value !== undefined && !isPointer(c.value)) {
      // Only the first of each: 7.0 allows one TYPE, AGE, CAUS and AGNC per event, so extras stay kept.
      seenInfo.add(c.tag);
      info.push({ label: c.tag, value: c.value.slice(0, 2000) });
    } else {
      kept.push({ anchor, node: c });
    }
  }
  return {
    fact_type: ev.tag,
    value: value !== undefined ? value.slice(0, 2000) : null,
    start_date: dateOf(ev),
    end_date: null,
    place_display_text: place,
    cemetery: null,
    info,
  };
}

/** The PEDI value, or its 7.0 PHRASE when the value is OTHER ("step" is written that way). */
function pediText(p: GedcomNode): string | null {
  if ((p.value ?? '').toUpperCase() === 'OTHER') return childValue(p, 'PHRASE') ?? p.value ?? null;
  return p.value ?? null;
}

/** Ancestry and Family Tree Maker put the child's relation under CHIL as _FREL / _MREL. */
function relText(chil: GedcomNode): string | null {
  const f = childValue(chil, '_FREL') ?? childValue(chil, '_MREL');
  return f && f.toUpperCase() !== 'NATURAL' ? f : null;
}

/** Who a FAM record lists, by xref, to tell consistent FAMC/FAMS links from one-sided ones. */
interface FamLinks {
  partners: Set<string>;
  children: Set<string>;
}

function famLinks(records: GedcomNode[]): Map<string, FamLinks> {
  const out = new Map<string, FamLinks>();
  for (const r of records) {
    if (r.tag !== 'FAM' || !r.xref || out.has(r.xref)) continue;
    const l: FamLinks = { partners: new Set(), children: new Set() };
    for (const c of r.children) {
      if (c.value === undefined) continue;
      if (c.tag === 'HUSB' || c.tag === 'WIFE') l.partners.add(c.value);
      else if (c.tag === 'CHIL') l.children.add(c.value);
    }
    out.set(r.xref, l);
  }
  return out;
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

interface IndiResult {
  person: GraphPerson;
  names: GedcomName[];
  kept: KeptNode[];
  /** Family id -> PEDI value written under FAMC, for the child kinds. */
  pedi: Map<string, string | null>;
  notes: number;
}

function readIndi(rec: GedcomNode, id: string, ids: Map<string, string>, links: Map<string, FamLinks>): IndiResult {
  const kept: KeptNode[] = [];
  const first: FirstNameItem[] = [];
  const last: SurnameItem[] = [];
  const names: GedcomName[] = [];
  const facts: FactItem[] = [];
  const notes: string[] = [];
  const pedi = new Map<string, string | null>();
  const person: GraphPerson = {
    id, first_names: first, surnames: last, gender: 'none', birth_date: null, birth_location: null, death_date: null,
    death_location: null, is_deceased: false, facts, notes: null, residence_location: [],
  };
  const nameNodes: GedcomNode[] = [];
  let sawBirth = false;
  let sawDeath = false;
  let sawSex = false;
  for (const c of rec.children) {
    switch (c.tag) {
      case 'NAME': {
        const name = readName(c);
        names.push(name);
        nameNodes.push(c);
        addNameItems(name, first, last);
        for (const d of c.children) {
          if (d.tag === 'GIVN' || d.tag === 'SURN' || d.tag === 'NICK' || d.tag === 'TYPE') continue;
          kept.push({ anchor: `name:${name.lang}`, node: d });
        }
        continue;
      }
      case 'SEX': {
        const g = sexOf(c.value);
        // U, X, empty and odd spellings all read as 'none'; keep the line so export writes it as it was.
        if (!sawSex && g !== 'none' && c.children.length === 0) person.gender = g;
        else kept.push({ anchor: '', node: c });
        sawSex = true;
        continue;
      }
      case 'NOTE':
        if (!isPointer(c.value) && c.children.length === 0) {
          notes.push(c.value ?? '');
          continue;
        }
        break;
      case 'FAMC':
      case 'FAMS': {
        // A link is rebuilt from the FAM record on export; keep it verbatim when the FAM does not agree.
        const members = isPointer(c.value) ? links.get(c.value!) : undefined;
        const listed = members && rec.xref !== undefined && (c.tag === 'FAMC' ? members.children.has(rec.xref) : members.partners.has(rec.xref));
        if (!listed) break;
        const fam = ids.get(c.value!)!;
        const p = c.tag === 'FAMC' ? c.children.find((d) => d.tag === 'PEDI') : undefined;
        if (c.tag === 'FAMC') pedi.set(fam, p ? pediText(p) : null);
        for (const d of c.children) if (d !== p) kept.push({ anchor: `${c.tag.toLowerCase()}:${fam}`, node: d });
        continue;
      }
      default:
        if (c.tag === 'BIRT' && !sawBirth) {
          sawBirth = true;
          const f = readEvent(c, 'BIRT', kept);
          person.birth_date = f.start_date;
          person.birth_location = f.place_display_text;
          for (const i of f.info) kept.push({ anchor: 'BIRT', node: { level: c.level + 1, tag: i.label, value: i.value, children: [], line: 0 } });
          continue;
        }
        if (c.tag === 'DEAT' && !sawDeath) {
          sawDeath = true;
          const f = readEvent(c, 'DEAT', kept);
          person.is_deceased = true;
          person.death_date = f.start_date;
          person.death_location = f.place_display_text;
          for (const i of f.info) kept.push({ anchor: 'DEAT', node: { level: c.level + 1, tag: i.label, value: i.value, children: [], line: 0 } });
          continue;
        }
        if (FACT_TAGS.has(c.tag)) {
          facts.push(readEvent(c, `fact:${facts.length}`, kept));
          continue;
        }
    }
    kept.push({ anchor: '', node: c });
  }
  if (notes.length > 0) person.notes = notes.join('\n\n');
  if (nameNodes.length > 0 && !namesRegenerate(nameNodes, first, last)) {
    // Written back as they were while the names stay as imported (see KeptNode 'names:KEY').
    const anchor = `names:${nameItemsKey(first, last)}`;
    for (const n of nameNodes) kept.push({ anchor, node: n });
  }
  return { person, names, kept, pedi, notes: notes.length };
}

function readFam(rec: GedcomNode, id: string, persons: Map<string, IndiResult>, ids: Map<string, string>, warnings: GedcomIssue[]): { fam: GedcomFamily; couple: GraphCouple | null; notes: number } {
  const kept: KeptNode[] = [];
  const fam: GedcomFamily = { id, husband: null, wife: null, children: [], married: false, couple_id: null, kept };
  let marriage: FactItem | null = null;
  let divorce: FactItem | null = null;
  let divorced = false;
  let notes = 0;
  const members = new Set<GedcomNode>();
  for (const c of rec.children) {
    const target = isPointer(c.value) ? (ids.get(c.value!) ?? null) : null;
    if ((c.tag === 'HUSB' || c.tag === 'WIFE') && target && persons.has(target)) {
      // Same-sex couples written as two HUSB (or two WIFE) lines: the second fills the empty slot.
      const slot = c.tag === 'HUSB' ? (fam.husband === null ? 'husband' : fam.wife === null ? 'wife' : null) : fam.wife === null ? 'wife' : fam.husband === null ? 'husband' : null;
      if (slot) {
        fam[slot] = target;
        members.add(c);
        for (const d of c.children) kept.push({ anchor: slot, node: d });
        continue;
      }
    } else if (c.tag === 'CHIL' && target && persons.has(target) && !fam.children.some((x) => x.id === target)) {
      const pedi = persons.get(target)!.pedi.get(id) ?? relText(c);
      fam.children.push({ id: target, kind: pediKind(pedi), pedi });
      members.add(c);
      for (const d of c.children) kept.push({ anchor: `chil:${target}`, node: d });
      continue;
    } else if (c.tag === 'MARR' && marriage === null) {
      marriage = readEvent(c, 'MARR', kept);
      fam.married = true;
      for (const i of marriage.info) kept.push({ anchor: 'MARR', node: { level: 2, tag: i.label, value: i.value, children: [], line: 0 } });
      continue;
    } else if (c.tag === 'DIV' && !divorced) {
      divorced = true;
      divorce = readEvent(c, 'DIV', kept);
      for (const i of divorce.info) kept.push({ anchor: 'DIV', node: { level: 2, tag: i.label, value: i.value, children: [], line: 0 } });
      continue;
    } else if (c.tag === 'NOTE' && !isPointer(c.value)) {
      notes++;
    }
    kept.push({ anchor: '', node: c });
  }
  let couple: GraphCouple | null = null;
  if (fam.husband && fam.wife) {
    if (fam.husband === fam.wife) warnings.push({ line: rec.line, message: `family ${rec.xref} has the same person as both partners` });
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
    for (const c of rec.children) {
      if (members.has(c)) {
        const slot = c.tag === 'CHIL' ? `chil:${ids.get(c.value!)}` : fam.husband === ids.get(c.value!) ? 'husband' : 'wife';
        for (const d of c.children) kept.push({ anchor: slot, node: d });
        continue;
      }
      kept.push({ anchor: '', node: c });
    }
  }
  return { fam, couple, notes };
}

/**
 * Graph ids of INDI and FAM records: the xref without "@", upper-cased with only letters, digits and
 * "_", so that an export (whose 7.0 xrefs must look like that) reads back with the same ids.
 */
function graphIds(records: GedcomNode[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const r of records) {
    if ((r.tag !== 'INDI' && r.tag !== 'FAM') || !r.xref || ids.has(r.xref)) continue;
    const base = r.xref.slice(1, -1).toUpperCase().replace(/[^A-Z0-9_]/g, '_') || 'X';
    let id = base;
    for (let k = 2; taken.has(id); k++) id = `${base}_${k}`;
    taken.add(id);
    ids.set(r.xref, id);
  }
  return ids;
}

/** Reads parsed GEDCOM into the product model: graph, kept extras, names, counts and warnings. */
export function gedcomToGraph(parsed: ParsedGedcom): GedcomDocument {
  const warnings: GedcomIssue[] = [...parsed.warnings];
  const extras: GedcomExtras = { version: parsed.version as GedcomVersion, head: [], records: [], persons: {}, families: [], xrefs: [] };
  const persons = new Map<string, IndiResult>();
  const ids = graphIds(parsed.records);
  const links = famLinks(parsed.records);
  for (const [xref, id] of ids) if (xref.length !== id.length + 2 || xref.slice(1, -1) !== id) extras.xrefs.push([xref, id]);
  const names = new Map<string, GedcomName[]>();
  const famRecords: GedcomNode[] = [];
  let notes = 0;
  let media = 0;
  const countMedia = (n: GedcomNode) => {
    if (n.tag === 'OBJE' && n.level > 0 && !isPointer(n.value)) media++;
    for (const c of n.children) countMedia(c);
  };
  for (const rec of parsed.records) {
    switch (rec.tag) {
      case 'HEAD':
        for (const c of rec.children) if (c.tag !== 'GEDC' && c.tag !== 'CHAR') extras.head.push(c);
        break;
      case 'TRLR':
        break;
      case 'INDI': {
        if (!rec.xref) {
          warnings.push({ line: rec.line, message: 'INDI record without a cross-reference identifier: kept as it is, not added to the tree' });
          extras.records.push(rec);
          break;
        }
        const id = ids.get(rec.xref)!;
        if (persons.has(id)) break;
        const r = readIndi(rec, id, ids, links);
        persons.set(id, r);
        names.set(id, r.names);
        notes += r.notes;
        if (r.kept.length > 0) extras.persons[id] = r.kept;
        countMedia(rec);
        break;
      }
      case 'FAM':
        famRecords.push(rec);
        countMedia(rec);
        break;
      default:
        if (rec.tag === 'NOTE' || rec.tag === 'SNOTE') notes++;
        if (rec.tag === 'OBJE') media++;
        extras.records.push(rec);
    }
  }
  const couples: GraphCouple[] = [];
  const parenthoods: GraphParenthood[] = [];
  const seenFam = new Set<string>();
  const seenLink = new Set<string>();
  const linkLine = new Map<string, number>();
  for (const rec of famRecords) {
    if (!rec.xref) {
      warnings.push({ line: rec.line, message: 'FAM record without a cross-reference identifier: kept as it is, not added to the tree' });
      extras.records.push(rec);
      continue;
    }
    const id = ids.get(rec.xref)!;
    if (seenFam.has(id) || persons.has(id)) continue;
    seenFam.add(id);
    const { fam, couple, notes: n } = readFam(rec, id, persons, ids, warnings);
    notes += n;
    extras.families.push(fam);
    if (couple) couples.push(couple);
    for (const ch of fam.children) {
      for (const parent of [fam.husband, fam.wife]) {
        if (!parent) continue;
        const key = `${parent}>${ch.id}`;
        if (seenLink.has(key)) continue;
        seenLink.add(key);
        linkLine.set(key, rec.line);
        parenthoods.push({ parent_id: parent, child_id: ch.id, kind: ch.kind });
      }
    }
  }
  warnings.push(...ancestryCycles(parenthoods, linkLine));
  const graph: TreeGraph = { persons: [...persons.values()].map((r) => r.person), couples, parenthoods };
  return {
    graph,
    extras,
    names,
    counts: { persons: graph.persons.length, families: extras.families.length, notes, media },
    warnings,
  };
}

/** Finds persons who are their own ancestors; one warning per cycle, at the FAM line that closes it. */
function ancestryCycles(links: GraphParenthood[], lineOf: Map<string, number>): GedcomIssue[] {
  const kids = new Map<string, string[]>();
  for (const l of links) {
    const list = kids.get(l.parent_id);
    if (list) list.push(l.child_id);
    else kids.set(l.parent_id, [l.child_id]);
  }
  const state = new Map<string, 1 | 2>(); // 1 = on the current path, 2 = done
  const out: GedcomIssue[] = [];
  for (const start of kids.keys()) {
    if (state.has(start)) continue;
    // Iterative depth-first search: deep trees (100,000 generations of bad data) must not overflow the stack.
    const stack: { id: string; next: number }[] = [{ id: start, next: 0 }];
    state.set(start, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const children = kids.get(top.id) ?? [];
      if (top.next >= children.length) {
        state.set(top.id, 2);
        stack.pop();
        continue;
      }
      const c = children[top.next++]!;
      const s = state.get(c);
      if (s === 1) out.push({ line: lineOf.get(`${top.id}>${c}`) ?? 0, message: `${c} is their own ancestor (through ${top.id})` });
      else if (s === undefined) {
        state.set(c, 1);
        stack.push({ id: c, next: 0 });
      }
    }
  }
  return out;
}
