/**
 * Tree layout benchmark: layoutTree on generated clans of 1k, 10k and 100k persons drawn from the founder
 * (every person open), diffs after one edit on the 100k clan, and two tidy-tree peers laying out the same
 * descendant tree: d3-hierarchy's tree() (as family-chart uses it) and d3-flextree (as topola uses it).
 * Run: npx tsx benchmarks/layout.bench.ts
 */
import { hierarchy, tree as tidyTree, type HierarchyNode } from 'd3-hierarchy';
import { flextree } from 'd3-flextree';
import type { DrawLine, DrawPerson, DrawResponse } from '../src/protocol/draw';
import { checkLayout, diffLayouts, layoutTree, updateCards } from '../src/server/layout';
import { CARD_HEIGHT, CARD_WIDTH, GROUP_GAP, MEMBER_PITCH, ROW_GAP, ROW_PITCH, groupWidth } from '../src/server/layout/geometry';
import type { TreeGraph } from '../src/server/tree/graph';
import { generateTree } from './lib/generateTree';
import { formatTable, type BenchTable } from './lib/table';

const SIZES = [1_000, 10_000, 100_000];
const RUNS = 3;
const preferences = { color_code_gender: true, tree_show_birth_order: true };

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mbytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const ms = (n: number) => Number(n.toFixed(1));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Wall time, and CPU time of the process (all threads, GC helpers included) for a loaded shared machine. */
function timed<T>(fn: () => T): { ms: number; cpu: number; value: T } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const value = fn();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { ms: wall, cpu: (cpu.user + cpu.system) / 1000, value };
}

function medianOf<T>(fn: () => T): { ms: number; cpu: number; value: T } {
  const runs = Array.from({ length: RUNS }, () => timed(fn));
  return { ms: median(runs.map((r) => r.ms)), cpu: median(runs.map((r) => r.cpu)), value: runs[runs.length - 1].value };
}

/** A descendant-tree node for the peers: a blood person with their spouses, children below. */
interface Unit {
  person: string;
  spouses: string[];
  children: Unit[];
}

/** The founder's descendant tree, each person once (a spouse already placed is not repeated as a child). */
function descendantUnits(graph: TreeGraph): Unit {
  const children = new Map<string, string[]>();
  for (const link of graph.parenthoods) {
    const list = children.get(link.parent_id);
    if (!list) children.set(link.parent_id, [link.child_id]);
    else if (!list.includes(link.child_id)) list.push(link.child_id);
  }
  const spouses = new Map<string, string[]>();
  for (const c of graph.couples) {
    spouses.set(c.person1_id, [...(spouses.get(c.person1_id) ?? []), c.person2_id]);
    spouses.set(c.person2_id, [...(spouses.get(c.person2_id) ?? []), c.person1_id]);
  }
  const seen = new Set<string>();
  const build = (person: string): Unit => {
    seen.add(person);
    const own = (spouses.get(person) ?? []).filter((s) => !seen.has(s));
    for (const s of own) seen.add(s);
    const unit: Unit = { person, spouses: own, children: [] };
    for (const member of [person, ...own]) {
      for (const child of children.get(member) ?? []) if (!seen.has(child)) unit.children.push(build(child));
    }
    return unit;
  };
  return build(graph.persons[0].id);
}

const unitWidth = (u: Unit) => groupWidth(1 + u.spouses.length);

/** Turns a peer's node centres into the draw payload shape, with the same card sizes and line routing. */
function toPayload(root: HierarchyNode<Unit>, xOf: (n: HierarchyNode<Unit>) => number): Pick<DrawResponse, 'persons' | 'lines'> {
  const persons: DrawPerson[] = [];
  const lines: DrawLine[] = [];
  const card = (id: string): DrawPerson['card'] => ({ full_name: id, names_en: id, names_zh: '', gender: 'none', birth_text: '', death_text: '', is_deceased: true, photo_url: null, has_hidden_subtree: false, hidden_count: 0 });
  root.each((node) => {
    const u = node.data;
    const left = xOf(node) - unitWidth(u) / 2;
    const y = node.depth * ROW_PITCH;
    [u.person, ...u.spouses].forEach((id, i) => {
      persons.push({ object_id: id, is_start_person: false, is_ghost: false, generation: node.depth, position: { x: left + i * MEMBER_PITCH, y, width: CARD_WIDTH, height: CARD_HEIGHT }, card: card(id) });
    });
    u.spouses.forEach((s, k) => {
      const xs = left + (k + 1) * MEMBER_PITCH;
      const points: [number, number][] = k === 0
        ? [[left + CARD_WIDTH, y + CARD_HEIGHT / 2], [xs, y + CARD_HEIGHT / 2]]
        : [[left + CARD_WIDTH / 2, y + CARD_HEIGHT], [left + CARD_WIDTH / 2, y + CARD_HEIGHT + ROW_GAP * 0.2], [xs + CARD_WIDTH / 2, y + CARD_HEIGHT + ROW_GAP * 0.2], [xs + CARD_WIDTH / 2, y + CARD_HEIGHT]];
      lines.push({ line_id: `c:${u.person}+${s}`, kind: 'couple', person_ids: [u.person, s], points, family_id: u.person });
    });
    const dropX = u.spouses.length > 0 ? left + CARD_WIDTH + (MEMBER_PITCH - CARD_WIDTH) / 2 : left + CARD_WIDTH / 2;
    const dropY = u.spouses.length > 0 ? y + CARD_HEIGHT / 2 : y + CARD_HEIGHT;
    const barY = y + CARD_HEIGHT + ROW_GAP / 2;
    for (const child of node.children ?? []) {
      const cx = xOf(child) - unitWidth(child.data) / 2 + CARD_WIDTH / 2;
      lines.push({ line_id: `pc:${u.person}>${child.data.person}`, kind: 'parent_child', person_ids: [u.person, child.data.person], points: [[dropX, dropY], [dropX, barY], [cx, barY], [cx, y + ROW_PITCH]], family_id: u.person });
    }
  });
  return { persons, lines };
}

function peerD3Tree(units: Unit) {
  const root = hierarchy(units, (u) => u.children);
  // Separation in pixels (node size 1): half of each neighbour's width plus the gap.
  return tidyTree<Unit>().nodeSize([1, ROW_PITCH]).separation((a, b) => (unitWidth(a.data) + unitWidth(b.data)) / 2 + GROUP_GAP)(root);
}

function peerFlextree(units: Unit) {
  const layout = flextree<Unit>({ nodeSize: (n) => [unitWidth(n.data) + GROUP_GAP, ROW_PITCH], spacing: 0 });
  return layout(layout.hierarchy(units, (u) => u.children));
}

function peakRss(): number {
  return process.resourceUsage().maxRSS * 1024;
}

export default async function run(): Promise<BenchTable> {
  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  let big: { graph: TreeGraph; draw: DrawResponse; drawMs: number } | undefined;
  for (const size of SIZES) {
    const graph = generateTree({ persons: size, seed: 1 });
    const start = graph.persons[0].id;
    const heapBefore = process.memoryUsage().heapUsed;
    const layout = medianOf(() => layoutTree(graph, { startPersonId: start, preferences }));
    const heapAfter = process.memoryUsage().heapUsed;
    const check = timed(() => checkLayout(layout.value));
    rows.push([`xungen layoutTree (${size.toLocaleString('en')})`, ms(layout.ms), ms(layout.cpu), layout.value.persons.length, mbytes(bytes(layout.value)), `${mbytes(peakRss())} rss / +${mbytes(Math.max(0, heapAfter - heapBefore))} heap`, check.value.length, `check ${ms(check.ms)} ms`]);
    if (check.value.length > 0) notes.push(`violations at ${size}: ${check.value.slice(0, 3).map((v) => v.message).join('; ')}`);

    const units = descendantUnits(graph);
    const d3 = medianOf(() => peerD3Tree(units));
    const d3Check = checkLayout(toPayload(d3.value, (n) => (n as unknown as { x: number }).x));
    rows.push([`d3-hierarchy tree() (${size.toLocaleString('en')})`, ms(d3.ms), ms(d3.cpu), d3.value.descendants().reduce((n, d) => n + 1 + d.data.spouses.length, 0), '-', '-', d3Check.length, 'layout call only']);
    const flex = medianOf(() => peerFlextree(units));
    const flexCheck = checkLayout(toPayload(flex.value, (n) => (n as unknown as { x: number }).x));
    rows.push([`d3-flextree (${size.toLocaleString('en')})`, ms(flex.ms), ms(flex.cpu), flex.value.descendants().reduce((n, d) => n + 1 + d.data.spouses.length, 0), '-', '-', flexCheck.length, 'layout call only']);
    if (size === SIZES[SIZES.length - 1]) big = { graph, draw: layout.value, drawMs: layout.ms };
  }

  if (big) {
    const { graph, draw } = big;
    const n = graph.persons.length;
    const start = graph.persons[0].id;
    const full = bytes(draw);
    const relayout = (edited: TreeGraph) => timed(() => diffLayouts(draw, layoutTree(edited, { startPersonId: start, preferences })));
    const row = (label: string, result: { ms: number; cpu: number; value: ReturnType<typeof diffLayouts> }, how: string) => {
      const d = result.value;
      rows.push([label, ms(result.ms), ms(result.cpu), `+${d.new_persons.length} -${d.remove_persons.length} ~${d.data_update.length}`, kb(bytes(d)), `full draw ${mbytes(full)}`, '-', how]);
    };

    const nameIndex = Math.floor(n / 2);
    const renamed = { ...graph, persons: graph.persons.slice() };
    renamed.persons[nameIndex] = { ...graph.persons[nameIndex], first_names: [{ type: 'given', value: '志明' }, { type: 'given', value: 'Chi-ming' }] };
    row('diff: one name edit (100,000)', relayout(renamed), 'full relayout + diffLayouts');
    const fast = timed(() => updateCards(draw, renamed, [graph.persons[nameIndex].id], { preferences }).diff);
    row('diff: one name edit (100,000)', fast, 'updateCards fast path');

    const hasParents = new Set(graph.parenthoods.map((p) => p.child_id));
    const link = graph.parenthoods.slice(graph.parenthoods.length / 2).find((p) => hasParents.has(p.parent_id))!;
    const parents = graph.parenthoods.filter((p) => p.child_id === link.child_id).map((p) => p.parent_id);
    const withChild: TreeGraph = {
      persons: [...graph.persons, { ...graph.persons[nameIndex], id: 'BENCH-CHILD', birth_date: null }],
      couples: graph.couples,
      parenthoods: [...graph.parenthoods, ...parents.map((parent_id) => ({ parent_id, child_id: 'BENCH-CHILD', kind: 'birth' as const }))],
    };
    row('diff: one added child (100,000)', relayout(withChild), 'full relayout + diffLayouts');

    const hasChildren = new Set(graph.parenthoods.map((p) => p.parent_id));
    const married = new Set(graph.couples.flatMap((c) => [c.person1_id, c.person2_id]));
    const leaves = graph.persons.filter((p, i) => i > n / 2 && hasParents.has(p.id) && !hasChildren.has(p.id) && !married.has(p.id));
    for (const [label, victim] of [['first childless', leaves[0]], ['100th childless', leaves[100]]] as const) {
      const without: TreeGraph = {
        persons: graph.persons.filter((p) => p.id !== victim.id),
        couples: graph.couples,
        parenthoods: graph.parenthoods.filter((p) => p.child_id !== victim.id),
      };
      row(`diff: one deleted person, ${label} leaf (100,000)`, relayout(without), 'full relayout + diffLayouts');
    }
  }

  return {
    title: 'Tree layout (server): layoutTree vs d3-hierarchy tree() and d3-flextree',
    columns: ['case', 'wall ms (median of 3)', 'cpu ms', 'persons / diff +new -removed ~updated', 'payload', 'memory', 'checkLayout violations', 'measured'],
    rows,
    notes: [
      'clans from benchmarks/lib/generateTree.ts (seed 1), drawn from the founder so every person is open; time includes visibility, packing, lines, cards and map_hash',
      'peers lay out the founder\'s descendant tree (a blood person with spouses as one node) and are timed for the layout call only; their result is converted to the payload shape with the same card sizes and line routing and checked with checkLayout',
      'memory: process peak RSS so far, and heap growth across the three layout runs (includes the retained payload)',
      `machine: ${(await import('node:os')).cpus().length} cores, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')} at the end of the run (shared with other work)`,
      ...notes,
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = await run();
  console.log(formatTable(table));
}
