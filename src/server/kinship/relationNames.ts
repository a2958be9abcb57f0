/**
 * relationNames: the kinship term (称谓) of every person connected to the home person, in English and
 * Chinese, named along the path found by kinSearch.
 */
import type { TreeGraph } from '../tree/graph';
import { chainTerm, spouseStep, type Step } from './affinalTerms';
import { bloodTerm } from './bloodTerms';
import { buildKinGraph, compareAge, type KinGraph } from './kinGraph';
import { EDGE_DOWN, EDGE_SPOUSE, EDGE_UP, pathBuffers, pathInto, searchKin, type KinPath, type KinSearch } from './kinSearch';

export interface RelationName {
  readonly en: string;
  readonly zh: string;
  /** Another common Chinese form, when there is one (爷爷 beside 祖父). */
  readonly zhAlt?: string;
  /** Person ids from the first relative after the home person to this person. */
  readonly path: string[];
  /** One letter per step of the path: p to a parent, c to a child, s to a spouse. */
  readonly steps: string;
}

const STEP_LETTER = ['', 'p', 'c', 's'];

interface Context {
  g: KinGraph;
  search: KinSearch;
  home: number;
  directSpouse: Map<number, number>;
}

function routeOf(ctx: Context, person: number, out: KinPath): void {
  const spouseTag = ctx.directSpouse.get(person);
  if (spouseTag === undefined) {
    pathInto(ctx.search, person, out);
    return;
  }
  out.nodes[0] = ctx.home;
  out.nodes[1] = person;
  out.edges[0] = EDGE_SPOUSE;
  out.tags[0] = spouseTag;
  out.length = 1;
}

/** A named relative; the path is rebuilt only when read, since most callers want the terms alone. */
class Relation implements RelationName {
  readonly zhAlt?: string;

  constructor(
    readonly en: string,
    readonly zh: string,
    zhAlt: string | undefined,
    private readonly ctx: Context,
    private readonly person: number,
  ) {
    if (zhAlt) this.zhAlt = zhAlt;
  }

  private route(): KinPath {
    const out: KinPath = { nodes: [], edges: [], tags: [], length: 0 };
    routeOf(this.ctx, this.person, out);
    return out;
  }

  get path(): string[] {
    const r = this.route();
    const ids: string[] = [];
    for (let i = 1; i <= r.length; i++) ids.push(this.ctx.g.ids[r.nodes[i]]);
    return ids;
  }

  get steps(): string {
    const r = this.route();
    let out = '';
    for (let i = 0; i < r.length; i++) out += STEP_LETTER[r.edges[i]];
    return out;
  }

  toJSON(): { en: string; zh: string; zhAlt?: string; path: string[]; steps: string } {
    return { en: this.en, zh: this.zh, ...(this.zhAlt ? { zhAlt: this.zhAlt } : {}), path: this.path, steps: this.steps };
  }
}

/** Cuts a path into blood segments (up then down) and spouse crossings, and names each piece. */
function pathSteps(g: KinGraph, path: KinPath): Step[] {
  const steps: Step[] = [];
  const { nodes, edges, tags } = path;
  let segStart = 0;
  let ups = 0;
  let downs = 0;
  const closeSegment = (end: number) => {
    if (end > segStart) {
      const term = bloodTerm(g, nodes, tags, segStart, ups, downs) as Step;
      term.spouse = false;
      steps.push(term);
    }
    ups = 0;
    downs = 0;
  };
  for (let i = 0; i < path.length; i++) {
    const e = edges[i];
    if (e === EDGE_SPOUSE) {
      closeSegment(i);
      steps.push(spouseStep(g.gender[nodes[i + 1]], tags[i] === 1));
      segStart = i + 1;
    } else if (e === EDGE_UP && downs > 0) {
      // Down then up again (a child's other parent) starts a new segment at the turning person.
      closeSegment(i);
      segStart = i;
      ups = 1;
    } else if (e === EDGE_UP) ups++;
    else if (e === EDGE_DOWN) downs++;
  }
  closeSegment(path.length);
  return steps;
}

/**
 * Kinship terms for every person connected to the home person, blood relatives named by blood,
 * others through the fewest marriages; the home person is 'self' / 本人. Empty when the home person
 * is not in the graph.
 */
export function relationNames(graph: TreeGraph, homePersonId: string): Map<string, RelationName> {
  const out = new Map<string, RelationName>();
  const g = buildKinGraph(graph);
  const home = g.index.get(homePersonId);
  if (home === undefined) return out;
  const search = searchKin(g, home);

  // A recorded couple is the plainest statement there is: the home person's spouse is named as spouse
  // even when the two are also cousins.
  const directSpouse = new Map<number, number>();
  for (let e = g.spouses.start[home]; e < g.spouses.start[home + 1]; e++) {
    if (!directSpouse.has(g.spouses.to[e]) || g.spouses.tag[e] === 0) directSpouse.set(g.spouses.to[e], g.spouses.tag[e]);
  }
  const ctx: Context = { g, search, home, directSpouse };
  const buffer = pathBuffers(g.ids.length);

  for (let v = 0; v < g.ids.length; v++) {
    if (search.best[v] < 0 && !directSpouse.has(v)) continue;
    let term: { en: string; zh: string; zhAlt?: string };
    if (v === home) term = { en: 'self', zh: '本人' };
    else {
      routeOf(ctx, v, buffer);
      term = chainTerm(pathSteps(g, buffer), { gender: g.gender[v], age: compareAge(g, v, home) });
    }
    out.set(g.ids[v], new Relation(term.en, term.zh, term.zhAlt, ctx, v));
  }
  return out;
}
