/**
 * relationNames: the kinship term (称谓) of every person connected to the home person, in English and
 * Chinese, named along the path found by kinSearch.
 */
import type { TreeGraph } from '../tree/graph';
import { chainTerm, spouseStep, type Step } from './affinalTerms';
import { bloodTerm } from './bloodTerms';
import { buildKinGraph, compareAge, type KinGraph } from './kinGraph';
import { EDGE_DOWN, EDGE_SPOUSE, EDGE_UP, pathTo, searchKin, type KinPath } from './kinSearch';

export interface RelationName {
  en: string;
  zh: string;
  /** Another common Chinese form, when there is one (爷爷 beside 祖父). */
  zhAlt?: string;
  /** Person ids from the first relative after the home person to this person. */
  path: string[];
  /** One letter per step of the path: p to a parent, c to a child, s to a spouse. */
  steps: string;
}

const STEP_LETTER = ['', 'p', 'c', 's'];

/** Cuts a path into blood segments (up then down) and spouse crossings, and names each piece. */
function pathSteps(g: KinGraph, path: KinPath): Step[] {
  const steps: Step[] = [];
  const { nodes, edges, tags } = path;
  let segStart = 0;
  let ups = 0;
  let downs = 0;
  const closeSegment = (end: number) => {
    if (end > segStart) {
      const term = bloodTerm(g, nodes.slice(segStart, end + 1), tags.slice(segStart, end), ups, downs);
      steps.push({ ...term, spouse: false });
    }
    ups = 0;
    downs = 0;
  };
  for (let i = 0; i < edges.length; i++) {
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
  closeSegment(edges.length);
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

  for (let v = 0; v < g.ids.length; v++) {
    let path: KinPath | null;
    const spouseTag = directSpouse.get(v);
    if (spouseTag !== undefined) path = { nodes: [home, v], edges: [EDGE_SPOUSE], tags: [spouseTag] };
    else path = pathTo(search, v);
    if (!path) continue;
    const term = v === home ? { en: 'self', zh: '本人' } : chainTerm(pathSteps(g, path), { gender: g.gender[v], age: compareAge(g, v, home) });
    let steps = '';
    const ids: string[] = new Array(path.edges.length);
    for (let i = 0; i < path.edges.length; i++) {
      steps += STEP_LETTER[path.edges[i]];
      ids[i] = g.ids[path.nodes[i + 1]];
    }
    out.set(g.ids[v], { ...term, path: ids, steps });
  }
  return out;
}
