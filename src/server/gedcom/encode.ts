/**
 * TreeGraph plus kept extras to GEDCOM records, then text: 5.5.1, 7.0 and GEDZIP. Families come from
 * the kept family layout when there is one (so remarriages and child order survive), otherwise from
 * the graph's couples and parenthoods.
 */
import { zipSync } from 'fflate';
import type { DateValue, FactItem, ParenthoodKind } from '../../protocol/person';
import type { GraphCouple, GraphPerson, TreeGraph } from '../tree/graph';
import { fromDateValue551, fromDateValue7 } from './dates';
import { xrefFromId, type GedcomExtras, type GedcomFamily, type KeptNode } from './model';
import { nameItemsKey, nameLines } from './names';
import { makeNode, relevel, type GedcomNode, type GedcomVersion } from './node';
import { convertTo551, convertTo7, sanitize7 } from './convert';
import { shortXrefs } from './exportXrefs';
import { grammar7 } from './grammar7';
import { inlineToRecords7 } from './inline7';
import { VALUE_TAG } from './toModel';
import { writeGedcom } from './writeLines';
import { leavesArchive } from './gedzip';

export interface ExportOptions {
  /** What the import kept; without it the export holds what the graph holds. */
  extras?: GedcomExtras | null;
  /** Written as HEAD.SOUR when the import kept none. */
  sourceName?: string;
}

interface FamilyOut {
  id: string;
  married: boolean;
  husband: string | null;
  wife: string | null;
  children: { id: string; kind: ParenthoodKind; pedi: string | null }[];
  couple_id: string | null;
  kept: KeptNode[];
}

/** Families to write: the kept layout first, then one per couple or parent set the layout lacks. */
export function familiesOf(graph: TreeGraph, extras: GedcomExtras | null | undefined): FamilyOut[] {
  const persons = new Set(graph.persons.map((p) => p.id));
  const couples = new Map(graph.couples.map((c) => [c.id, c]));
  const usedCouples = new Set<string>();
  const covered = new Set<string>();
  const kindOf = new Map(graph.parenthoods.map((p) => [`${p.parent_id}>${p.child_id}`, p.kind]));
  const fams: FamilyOut[] = [];
  const taken = new Set<string>(persons);
  for (const f of extras?.families ?? ([] as GedcomFamily[])) {
    const couple = f.couple_id ? couples.get(f.couple_id) : undefined;
    const husband = couple ? couple.person1_id : f.husband && persons.has(f.husband) && !f.couple_id ? f.husband : null;
    const wife = couple ? couple.person2_id : f.wife && persons.has(f.wife) && !f.couple_id ? f.wife : null;
    const parents = [husband, wife].filter((x): x is string => x !== null);
    const children = f.children
      .filter((c) => persons.has(c.id) && (parents.length === 0 || parents.some((p) => kindOf.has(`${p}>${c.id}`))))
      .map((c) => {
        const kind = kindOf.get(`${parents.find((p) => kindOf.has(`${p}>${c.id}`))}>${c.id}`) ?? c.kind;
        return { id: c.id, kind, pedi: kind === c.kind ? c.pedi : null };
      });
    const wasEmpty = f.husband === null && f.wife === null && f.children.length === 0;
    if (parents.length === 0 && children.length === 0 && f.kept.length === 0 && !wasEmpty) continue;
    if (couple) usedCouples.add(couple.id);
    for (const c of children) for (const p of parents) covered.add(`${p}>${c.id}`);
    fams.push({ id: f.id, married: f.married, husband, wife, children, couple_id: couple ? couple.id : null, kept: f.kept });
    taken.add(f.id);
  }
  let n = 0;
  const freshId = () => {
    let id: string;
    do id = `F${++n}`;
    while (taken.has(id));
    taken.add(id);
    return id;
  };
  const byPair = new Map<string, FamilyOut>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const f of fams) if (f.husband && f.wife && !byPair.has(pairKey(f.husband, f.wife))) byPair.set(pairKey(f.husband, f.wife), f);
  for (const c of graph.couples) {
    if (usedCouples.has(c.id)) continue;
    const f: FamilyOut = { id: taken.has(c.id) ? freshId() : c.id, married: false, husband: c.person1_id, wife: c.person2_id, children: [], couple_id: c.id, kept: [] };
    taken.add(f.id);
    fams.push(f);
    if (!byPair.has(pairKey(c.person1_id, c.person2_id))) byPair.set(pairKey(c.person1_id, c.person2_id), f);
  }
  // Children the layout does not place: with both parents when they are a couple, else one family each.
  const parentsOf = new Map<string, { parent: string; kind: ParenthoodKind }[]>();
  for (const p of graph.parenthoods) {
    if (covered.has(`${p.parent_id}>${p.child_id}`)) continue;
    const list = parentsOf.get(p.child_id) ?? [];
    list.push({ parent: p.parent_id, kind: p.kind });
    parentsOf.set(p.child_id, list);
  }
  const single = new Map<string, FamilyOut>();
  for (const [child, parents] of parentsOf) {
    const placed = new Set<string>();
    for (let a = 0; a < parents.length; a++) {
      for (let b = a + 1; b < parents.length; b++) {
        const f = byPair.get(pairKey(parents[a]!.parent, parents[b]!.parent));
        if (f && !placed.has(parents[a]!.parent) && !placed.has(parents[b]!.parent)) {
          f.children.push({ id: child, kind: parents[a]!.kind, pedi: null });
          placed.add(parents[a]!.parent);
          placed.add(parents[b]!.parent);
        }
      }
    }
    for (const p of parents) {
      if (placed.has(p.parent)) continue;
      let f = single.get(p.parent);
      if (!f) {
        f = { id: freshId(), married: false, husband: p.parent, wife: null, children: [], couple_id: null, kept: [] };
        single.set(p.parent, f);
        fams.push(f);
      }
      f.children.push({ id: child, kind: p.kind, pedi: null });
    }
  }
  return fams;
}

function dateNode(level: number, v: DateValue, version: GedcomVersion): GedcomNode | null {
  if (version === '7.0') {
    const d = fromDateValue7(v);
    if (d.value === '' && d.phrase === undefined) return null;
    return { level, tag: 'DATE', value: d.value === '' ? undefined : d.value, children: d.phrase !== undefined ? [makeNode(level + 1, 'PHRASE', d.phrase)] : [], line: 0 } as GedcomNode;
  }
  const text = fromDateValue551(v);
  return text === '' ? null : makeNode(level, 'DATE', text);
}

// Set by buildRecords for the duration of one synchronous build, so the record writers need not
// thread it through every call.
let followXrefs: (n: GedcomNode) => GedcomNode = (n) => n;

// A record's kept structures by anchor, made when the record has many: each fact, link and child asks
// for its own, and a scan per question made a record with thousands of them quadratic to write.
// New for each export, so structures kept by a later import are never answered from an old index.
let keptIndex = new WeakMap<KeptNode[], Map<string, KeptNode[]>>();
const KEPT_SCAN_LIMIT = 16;

function keptAt(kept: KeptNode[], anchor: string, level: number): GedcomNode[] {
  let found: KeptNode[] = kept;
  if (kept.length > KEPT_SCAN_LIMIT) {
    let index = keptIndex.get(kept);
    if (!index) {
      index = new Map();
      for (const k of kept) {
        const list = index.get(k.anchor);
        if (list) list.push(k);
        else index.set(k.anchor, [k]);
      }
      keptIndex.set(kept, index);
    }
    found = index.get(anchor) ?? [];
  }
  const out: GedcomNode[] = [];
  for (const k of found) if (k.anchor === anchor) out.push(followXrefs(relevel(k.node, level)));
  return out;
}

function eventNode(tag: string, value: string | null, date: DateValue | null, place: string | null, info: FactItem['info'], anchor: string, kept: KeptNode[], version: GedcomVersion): GedcomNode {
  const children: GedcomNode[] = [];
  const d = date ? dateNode(2, date, version) : null;
  if (d) {
    // A kept PHRASE only when the date did not write its own: 7.0 allows one.
    const own = d.children.some((c) => c.tag === 'PHRASE');
    d.children.push(...keptAt(kept, `${anchor}>DATE`, 3).filter((c) => !(own && c.tag === 'PHRASE')));
    children.push(d);
  }
  if (place) children.push(makeNode(2, 'PLAC', place, keptAt(kept, `${anchor}>PLAC`, 3)));
  for (const i of info) {
    if (/^[A-Z_][A-Z0-9_]*$/.test(i.label)) children.push(makeNode(2, i.label, i.value));
    else children.push(makeNode(2, 'NOTE', `${i.label}: ${i.value}`));
  }
  children.push(...keptAt(kept, anchor, 2));
  let v = value ?? undefined;
  if (version === '7.0' && v !== undefined && v !== 'Y' && takesOnlyY7(tag)) {
    children.push(makeNode(2, VALUE_TAG, v));
    v = undefined;
  }
  if (v === undefined && children.length === 0) v = 'Y';
  return makeNode(1, tag, v, children);
}

/** True when the 7.0 individual or family event with this tag takes only "Y" as payload. */
function takesOnlyY7(tag: string): boolean {
  const g = grammar7();
  const rule = g.subs('https://gedcom.io/terms/v7/record-INDI')?.get(tag) ?? g.subs('https://gedcom.io/terms/v7/record-FAM')?.get(tag);
  return rule !== undefined && g.payload(rule.type)?.type === 'Y|<NULL>';
}

const PEDI7: Record<ParenthoodKind, string> = { birth: 'BIRTH', adopted: 'ADOPTED', foster: 'FOSTER', step: 'OTHER' };

function personRecord(p: GraphPerson, kept: KeptNode[], famc: { fam: string; kind: ParenthoodKind; pedi: string | null }[], fams: string[], version: GedcomVersion): GedcomNode {
  const v7 = version === '7.0';
  const children: GedcomNode[] = [];
  const lines = nameLines(p.first_names, p.surnames);
  const nameNodes = lines.map((l) => {
    const subs: GedcomNode[] = [];
    if (l.type7) {
      const t = makeNode(2, 'TYPE', v7 ? l.type7 : (l.type551 ?? l.type7));
      if (v7 && l.phrase) t.children.push(makeNode(3, 'PHRASE', l.phrase));
      subs.push(t);
    }
    if (l.given) subs.push(makeNode(2, 'GIVN', l.given));
    if (l.surname) subs.push(makeNode(2, 'SURN', l.surname));
    if (l.nickname) subs.push(makeNode(2, 'NICK', l.nickname));
    return { lang: l.lang, node: makeNode(1, 'NAME', l.value, subs) };
  });
  const asImported = kept.some((k) => k.anchor.startsWith('names:')) ? keptAt(kept, `names:${nameItemsKey(p.first_names, p.surnames)}`, 1) : [];
  for (const lang of asImported.length > 0 ? [] : (['en', 'zh'] as const)) {
    const extra = keptAt(kept, `name:${lang}`, 2);
    if (extra.length === 0) continue;
    let target = nameNodes.find((n) => n.lang === lang && !n.node.children.some((c) => c.tag === 'TYPE')) ?? nameNodes.find((n) => n.lang === lang);
    if (!target) {
      target = { lang, node: makeNode(1, 'NAME', undefined, []) };
      nameNodes.push(target);
    }
    target.node.children.push(...extra);
  }
  children.push(...(asImported.length > 0 ? asImported : nameNodes.map((n) => n.node)));
  if (p.gender === 'm' || p.gender === 'f') children.push(makeNode(1, 'SEX', p.gender === 'm' ? 'M' : 'F'));
  if (p.birth_date || p.birth_location || kept.some((k) => k.anchor.startsWith('BIRT'))) {
    children.push(eventNode('BIRT', null, p.birth_date, p.birth_location, [], 'BIRT', kept, version));
  }
  if (p.is_deceased || p.death_date || p.death_location) {
    children.push(eventNode('DEAT', null, p.death_date, p.death_location, [], 'DEAT', kept, version));
  }
  p.facts.forEach((f, k) => children.push(eventNode(f.fact_type, f.value, f.start_date, f.place_display_text, f.info, `fact:${k}`, kept, version)));
  for (const c of famc) {
    const subs: GedcomNode[] = [];
    if (c.pedi && (v7 ? c.pedi === PEDI7[c.kind] : c.pedi.toLowerCase() === (c.kind === 'step' ? 'step' : c.kind))) subs.push(makeNode(2, 'PEDI', c.pedi));
    else if (c.kind !== 'birth' || c.pedi) {
      const pedi = makeNode(2, 'PEDI', v7 ? PEDI7[c.kind] : c.kind);
      if (v7 && c.kind === 'step') pedi.children.push(makeNode(3, 'PHRASE', 'step'));
      subs.push(pedi);
    }
    subs.push(...keptAt(kept, `famc:${c.fam}`, 2));
    children.push(makeNode(1, 'FAMC', xrefFromId(c.fam), subs));
  }
  for (const f of fams) children.push(makeNode(1, 'FAMS', xrefFromId(f), keptAt(kept, `fams:${f}`, 2)));
  if (p.notes) children.push(makeNode(1, 'NOTE', p.notes));
  children.push(...keptAt(kept, '', 1));
  return makeNode(0, 'INDI', undefined, children, xrefFromId(p.id));
}

function familyRecord(f: FamilyOut, couples: Map<string, GraphCouple>, version: GedcomVersion): GedcomNode {
  const couple = f.couple_id ? couples.get(f.couple_id) : undefined;
  const children: GedcomNode[] = [];
  if (f.husband) children.push(makeNode(1, 'HUSB', xrefFromId(f.husband), keptAt(f.kept, 'husband', 2)));
  if (f.wife) children.push(makeNode(1, 'WIFE', xrefFromId(f.wife), keptAt(f.kept, 'wife', 2)));
  for (const c of f.children) children.push(makeNode(1, 'CHIL', xrefFromId(c.id), keptAt(f.kept, `chil:${c.id}`, 2)));
  if (couple && (f.married || couple.marriage_date || couple.marriage_place || f.kept.some((k) => k.anchor.startsWith('MARR')))) {
    children.push(eventNode('MARR', null, couple.marriage_date, couple.marriage_place, [], 'MARR', f.kept, version));
  }
  if (couple?.is_divorced) children.push(eventNode('DIV', null, couple.divorce_date, couple.divorce_place, [], 'DIV', f.kept, version));
  children.push(...keptAt(f.kept, '', 1));
  return makeNode(0, 'FAM', undefined, children, xrefFromId(f.id));
}

function usesTag(nodes: GedcomNode[], tag: string): boolean {
  return nodes.some((n) => n.tag === tag || usesTag(n.children, tag));
}

/** Builds the level-0 records of a document (HEAD to TRLR) in the given version. */
export function buildRecords(graph: TreeGraph, version: GedcomVersion, options: ExportOptions = {}): GedcomNode[] {
  const extras = options.extras ?? null;
  const v7 = version === '7.0';
  const fams = familiesOf(graph, extras);
  const famc = new Map<string, { fam: string; kind: ParenthoodKind; pedi: string | null }[]>();
  const famsOf = new Map<string, string[]>();
  for (const f of fams) {
    for (const c of f.children) {
      const list = famc.get(c.id) ?? [];
      list.push({ fam: f.id, kind: c.kind, pedi: c.pedi });
      famc.set(c.id, list);
    }
    for (const p of [f.husband, f.wife]) {
      if (!p) continue;
      const list = famsOf.get(p) ?? [];
      list.push(f.id);
      famsOf.set(p, list);
    }
  }
  // Kept structures point at INDI and FAM records by their original xrefs; follow the new ones.
  const moved = new Map<string, string>();
  for (const [xref, id] of extras?.xrefs ?? []) if (xrefFromId(id) !== xref) moved.set(xref, xrefFromId(id));
  const follow = (n: GedcomNode): GedcomNode =>
    moved.size === 0 ? n : { ...n, value: n.value !== undefined ? (moved.get(n.value) ?? n.value) : undefined, children: n.children.map(follow) };
  let headKept = (extras?.head ?? []).map((n) => follow(relevel(n, 1)));
  let records = (extras?.records ?? []).map((n) => follow(relevel(n, 0)));
  const convert = extras && (v7 ? extras.version !== '7.0' : extras.version === '7.0');
  const head = makeNode(0, 'HEAD', undefined, []);
  const gedc = makeNode(1, 'GEDC', undefined, [makeNode(2, 'VERS', v7 ? '7.0' : '5.5.1')]);
  if (!v7) gedc.children.push(makeNode(2, 'FORM', 'LINEAGE-LINKED'));
  head.children.push(gedc);
  // CHAR before everything a re-import keeps (it drops CHAR), so exporting that import writes the same HEAD.
  if (!v7) head.children.push(makeNode(1, 'CHAR', 'UTF-8'));
  followXrefs = follow;
  keptIndex = new WeakMap();
  const body: GedcomNode[] = [];
  for (const p of graph.persons) body.push(personRecord(p, extras?.persons[p.id] ?? [], famc.get(p.id) ?? [], famsOf.get(p.id) ?? [], version));
  // By id: a search of the list per family made the export quadratic in the number of couples.
  const couples = new Map(graph.couples.map((c) => [c.id, c]));
  for (const f of fams) body.push(familyRecord(f, couples, version));
  // Identifiers the version allows (and every pointer to them) before the conversion, which tells a
  // pointer from text by its shape: "@NoTe ref@" names a record in 5.5.1, "@N1@" does so in both.
  const short = shortXrefs([makeNode(0, 'HEAD', undefined, headKept), ...body, ...records], version);
  headKept = short[0]!.children;
  let all = short.slice(1);
  if (convert) {
    headKept = headKept.map((n) => (v7 ? convertTo7(n) : convertTo551(n)));
    all = all.map((n) => (v7 ? convertTo7(n) : convertTo551(n)));
    if (v7) all = inlineToRecords7(all);
  }
  records = all;
  if (v7) {
    // 7.0 removed the submission record (it served LDS TempleReady only) and HEAD.SUBN with it; the
    // import keeps it, so a 5.5.1 export still writes it.
    records = records.filter((r) => r.tag !== 'SUBN');
    headKept = headKept.filter((n) => n.tag !== 'SUBN');
  }
  if (!headKept.some((n) => n.tag === 'SOUR')) head.children.push(makeNode(1, 'SOUR', 'XUNGEN', [makeNode(2, 'NAME', options.sourceName ?? 'Xungen')]));
  if (!v7) {
    if (!headKept.some((n) => n.tag === 'SUBM')) {
      const subm = records.find((r) => r.tag === 'SUBM' && r.xref);
      if (subm) head.children.push(makeNode(1, 'SUBM', subm.xref));
      else {
        records.push(makeNode(0, 'SUBM', undefined, [makeNode(1, 'NAME', options.sourceName ?? 'Xungen')], '@SUBM@'));
        head.children.push(makeNode(1, 'SUBM', '@SUBM@'));
      }
    }
  }
  head.children.push(...headKept);
  followXrefs = (n) => n;
  if (v7 && convert && usesTag(records, '_PHRASE')) {
    // Documents the one extension tag the conversion itself introduces.
    head.children.push(makeNode(1, 'SCHMA', undefined, [makeNode(2, 'TAG', '_PHRASE https://gedcom.io/terms/v7/PHRASE')]));
  }
  const doc = [head, ...records, makeNode(0, 'TRLR')];
  return v7 ? sanitize7(doc) : doc;
}

/** Writes the graph (and what the import kept) as GEDCOM 5.5.1 text, UTF-8, CONC at 255 characters. */
export function graphToGedcom551(graph: TreeGraph, options: ExportOptions = {}): string {
  return writeGedcom(buildRecords(graph, '5.5.1', options), '5.5.1');
}

/** Writes the graph (and what the import kept) as GEDCOM 7.0 text that passes the 7.0 grammar. */
export function graphToGedcom7(graph: TreeGraph, options: ExportOptions = {}): string {
  return writeGedcom(buildRecords(graph, '7.0', options), '7.0');
}

/** Writes a GEDZIP: gedcom.ged (7.0, UTF-8) plus the given media files under their FILE paths. */
export function graphToGedzip(graph: TreeGraph, media: Record<string, Uint8Array> = {}, options: ExportOptions = {}): Uint8Array {
  const files: Record<string, Uint8Array> = { 'gedcom.ged': new TextEncoder().encode(graphToGedcom7(graph, options)) };
  for (const [path, bytes] of Object.entries(media)) {
    if (path === 'gedcom.ged' || leavesArchive(path)) throw new Error(`media path "${path}" is not a relative path inside the archive`);
    files[path] = bytes;
  }
  return zipSync(files, { level: 6 });
}
