/**
 * What a family website may show of a tree: the whole tree read once per tree revision, who in it is
 * living (the one rule of tree/living.ts), and each person as the public may see them. A living
 * person is shown as 'Living' with no name, dates, places, facts, notes, picture or link, on every
 * page, title, alt text, sitemap and image of a site, whatever the tree's own settings; and the
 * free text of the others is cleared of living persons' names.
 */
import { formatDate, formatLifeSpan } from '../../../protocol/dates';
import { namesEn, namesZh } from '../../../protocol/names';
import type { Db } from '../../db/database';
import type { GraphPerson, TreeGraph } from '../../tree/graph';
import { treeRevision } from '../../tree/changes';
import { loadTreeGraph } from '../../tree/load';
import { LIVING_NAME, livingIdsOfGraph } from '../../tree/redact';

/** A person as a site shows them: for a living one, only the id (never printed), gender and 'Living'. */
export interface ShownPerson {
  id: string;
  living: boolean;
  gender: GraphPerson['gender'];
  /** English and Chinese names ('Living' and '' for a living person). */
  en: string;
  zh: string;
  /** "Henry Wong 黄国荣", or 'Living'. */
  name: string;
  lifespan: string;
  birth: string;
  birthPlace: string;
  death: string;
  deathPlace: string;
  birthYear: number | null;
  facts: { label: string; text: string }[];
  notes: string;
  residences: string[];
  generationNames: string[];
}

export interface SiteGraph {
  treeId: string;
  revision: number;
  /** The year living was decided in: a person born 100 years ago may stop being living next year. */
  year: number;
  byId: Map<string, GraphPerson>;
  living: Set<string>;
  parents: Map<string, string[]>;
  children: Map<string, string[]>;
  spouses: Map<string, string[]>;
  /** Names of the living, longest first, to clear from the free text of the others. */
  livingNames: string[];
  shown: Map<string, ShownPerson>;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const FACT_LABELS: Record<string, string> = {
  education: 'Education', occupation: 'Occupation', burial: 'Burial', immigration: 'Immigration', emigration: 'Emigration',
  residence: 'Residence', military: 'Military service', religion: 'Religion', naturalization: 'Naturalisation',
};

function factLabel(type: string): string {
  return FACT_LABELS[type] ?? type.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** The names by which a living person could be recognised in someone else's text. */
function namesOf(p: GraphPerson): string[] {
  const out = [namesEn(p), namesZh(p)];
  for (const f of p.first_names) out.push(f.value);
  // A Chinese given name of two characters or more, or a Latin one of three letters or more, is told apart from ordinary words.
  return out.map((s) => s.trim()).filter((s) => (/\p{Script=Han}/u.test(s) ? s.length >= 2 : s.length >= 3));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Free text with every living person's name replaced by 'Living'. */
export function scrubber(livingNames: string[]): (text: string | null | undefined) => string {
  if (livingNames.length === 0) return (text) => text ?? '';
  // One pattern for all names; Latin ones only as whole words.
  const pattern = new RegExp(
    livingNames.map((n) => (/\p{Script=Han}/u.test(n) ? escapeRegExp(n) : `(?<![\\p{L}])${escapeRegExp(n)}(?![\\p{L}])`)).join('|'),
    'giu',
  );
  return (text) => (text ? text.replace(pattern, LIVING_NAME) : '');
}

function show(p: GraphPerson, living: boolean, scrub: (t: string | null | undefined) => string): ShownPerson {
  if (living) {
    return {
      id: p.id, living: true, gender: p.gender, en: LIVING_NAME, zh: '', name: LIVING_NAME, lifespan: '', birth: '', birthPlace: '',
      death: '', deathPlace: '', birthYear: null, facts: [], notes: '', residences: [], generationNames: [],
    };
  }
  const en = namesEn(p);
  const zh = namesZh(p);
  return {
    id: p.id,
    living: false,
    gender: p.gender,
    en,
    zh,
    name: [en, zh].filter(Boolean).join(' ') || 'Unknown',
    lifespan: formatLifeSpan(p.birth_date, p.death_date),
    birth: formatDate(p.birth_date),
    birthPlace: scrub(p.birth_location),
    death: formatDate(p.death_date),
    deathPlace: scrub(p.death_location),
    birthYear: p.birth_date?.year ?? null,
    facts: p.facts.map((f) => ({
      label: factLabel(f.fact_type),
      text: [scrub(f.value), formatDate(f.start_date), scrub(f.place_display_text), scrub(f.cemetery)].filter(Boolean).join(', '),
    })).filter((f) => f.text),
    notes: scrub(p.notes),
    residences: p.residence_location.map((r) => [scrub(r.display_text), r.from_year ? `from ${r.from_year}` : '', r.to_year ? `to ${r.to_year}` : ''].filter(Boolean).join(' ')).filter(Boolean),
    generationNames: p.first_names.filter((f) => f.type === 'generation').map((f) => f.value),
  };
}

/** Builds the site's view of a loaded tree (pure: tests and the benchmark call it directly). */
export function buildSiteGraph(treeId: string, revision: number, graph: TreeGraph, now: Date): SiteGraph {
  const living = livingIdsOfGraph(graph, now);
  const byId = new Map(graph.persons.map((p) => [p.id, p]));
  const parents = new Map<string, string[]>();
  const children = new Map<string, string[]>();
  const spouses = new Map<string, string[]>();
  for (const l of graph.parenthoods) {
    push(parents, l.child_id, l.parent_id);
    push(children, l.parent_id, l.child_id);
  }
  for (const c of graph.couples) {
    push(spouses, c.person1_id, c.person2_id);
    push(spouses, c.person2_id, c.person1_id);
  }
  const livingNames = [...new Set([...living].flatMap((id) => namesOf(byId.get(id)!)))].sort((a, b) => b.length - a.length);
  const scrub = scrubber(livingNames);
  const shown = new Map(graph.persons.map((p) => [p.id, show(p, living.has(p.id), scrub)]));
  return { treeId, revision, year: now.getUTCFullYear(), byId, living, parents, children, spouses, livingNames, shown };
}

/** Site graphs of recently read trees, by tree and revision: an edit of the tree makes a new revision. */
const cache = new Map<string, SiteGraph>();
const CACHE_SIZE = 8;

export async function loadSiteGraph(db: Db, treeId: string, now: Date): Promise<SiteGraph> {
  const revision = await treeRevision(db, treeId);
  const key = `${treeId}:${revision}`;
  const hit = cache.get(key);
  if (hit && hit.year === now.getUTCFullYear()) return hit;
  const graph = buildSiteGraph(treeId, revision, await loadTreeGraph(db, treeId), now);
  cache.delete(key);
  cache.set(key, graph);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return graph;
}

/** The persons a site built from `start` covers: its ancestors, its descendants, and their spouses. */
export function siteScope(g: SiteGraph, start: string): Set<string> {
  const scope = new Set<string>();
  const walk = (from: string, next: Map<string, string[]>) => {
    const stack = [from];
    while (stack.length) {
      const id = stack.pop()!;
      for (const n of next.get(id) ?? []) {
        if (!scope.has(n)) {
          scope.add(n);
          stack.push(n);
        }
      }
    }
  };
  if (!g.byId.has(start)) return scope;
  scope.add(start);
  walk(start, g.parents);
  walk(start, g.children);
  for (const id of [...scope]) for (const s of g.spouses.get(id) ?? []) scope.add(s);
  return scope;
}

/** The descendants of `head` (the head included) with their spouses, in generation order. */
export function branchOf(g: SiteGraph, head: string): { id: string; depth: number }[] {
  const out: { id: string; depth: number }[] = [];
  const seen = new Set<string>([head]);
  let level = [head];
  let depth = 0;
  while (level.length) {
    const next: string[] = [];
    for (const id of level) {
      out.push({ id, depth });
      for (const s of g.spouses.get(id) ?? []) {
        if (!seen.has(s)) {
          seen.add(s);
          out.push({ id: s, depth });
        }
      }
      for (const c of g.children.get(id) ?? []) {
        if (!seen.has(c)) {
          seen.add(c);
          next.push(c);
        }
      }
    }
    level = next;
    depth++;
  }
  return out;
}
