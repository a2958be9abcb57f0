/**
 * Tree layout benchmark: layoutTree on generated clans of 1k, 10k and 100k persons drawn from the founder
 * (every person open), diffs after one edit on the 100k clan, and two tidy-tree peers laying out the same
 * descendant tree: d3-hierarchy's tree() (as family-chart uses it) and d3-flextree (as topola uses it).
 * A second table times the same edits through the real app on the 100k clan stored in PGlite: draw, then
 * PATCH + POST diff/ for a name edit (card-only fast path), an added child and a deleted leaf; a first draw
 * on a node that has not laid the tree out, afresh and from the stored answer, and after an edit from the graph
 * snapshot (also in a pool thread of its own), beside the snapshot's read in its stored form and in the bare
 * rows it was stored as before; then LAYOUT_BENCH_HTTP_EDITS
 * random edits of nine kinds through the API (default 18; the issue's sequence is 200), p50/p95/max per kind.
 * A third table counts line crossings per 100 persons drawn, and stretches of horizontal line shared by
 * two families, on the shared GEDCOM fixtures (by source folder), the demo family and the generated clans,
 * each closed and with every hidden branch opened. Both tables measure the layout of commit BASELINE in the
 * same run beside today's (its src/ taken from git into a temporary folder, benchmarks/lib/layoutAt.ts).
 * Run: npx tsx benchmarks/layout.bench.ts  (LAYOUT_BENCH_HTTP_PERSONS to change the stored tree's size;
 * LAYOUT_BENCH_ONLY=layout, =crossings, =edits or =http for one table: the last inserts the clan into PGlite,
 * minutes on a busy machine)
 * The edits table applies LAYOUT_BENCH_EDITS random single-person edits (default 70, ten of each kind) to
 * clans of LAYOUT_BENCH_EDIT_SIZES persons (default 10000,100000) and reports per edit kind how many cards
 * that were drawn before and after moved, and the full relayout's time, for today's layout and for the
 * layout of LAYOUT_BENCH_EDIT_BASELINE (default main) on the same edit sequence.
 */
import { hierarchy, tree as tidyTree, type HierarchyNode } from 'd3-hierarchy';
import { flextree } from 'd3-flextree';
import type { DrawLine, DrawPerson, DrawResponse } from '../src/protocol/draw';
import { checkLayout, diffLayouts, layoutTree, lineConflicts, updateCards } from '../src/server/layout';
import { CARD_HEIGHT, CARD_WIDTH, GROUP_GAP, MEMBER_PITCH, ROW_GAP, ROW_PITCH, groupWidth } from '../src/server/layout/geometry';
import type { TreeGraph } from '../src/server/tree/graph';
import { sql } from 'kysely';
import { brotliDecompressSync } from 'node:zlib';
import { decodeDrawColumns, DRAW_COLUMNS_TYPE } from '../src/protocol/drawColumns';
import { createApp } from '../src/server/app';
import type { AppDeps } from '../src/server/deps';
import { issueKey } from '../src/server/auth/keys';
import { openPGliteThread } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { analyzeTreeTables } from '../src/server/db/statistics';
import { registerJobHandlers } from '../src/server/jobs/handlers';
import { inlinePool, threadPool } from '../src/server/jobs/pool';
import { tasks } from '../src/server/jobs/tasks';
import { JobWorker } from '../src/server/jobs/worker';
import { loadGraphSnapshot, snapshotRows } from '../src/server/modules/drawing/graphSnapshot';
import { deleteBlobs, writeBlob } from '../src/server/modules/drawing/layoutBlobs';
import { brotliJson } from '../src/server/modules/drawing/packJson';
import { createLogger } from '../src/server/logger';
import { insertTreeGraph } from '../src/server/tree/load';
import { demoFamilyGraph } from '../src/server/demo/demoFamily';
import { importGedcom } from '../src/server/gedcom';
import { allGedFiles, fixture } from '../src/server/gedcom/testFixtures';
import { generateTree } from '../src/server/tree/generateTree';
import { layoutAt } from './lib/layoutAt';
import { EDIT_KINDS, movedCards, randomEditor, type EditKind, type EditState } from './lib/randomEdits';
import { mulberry32 } from '../src/server/lib/random';
import { formatTable, type BenchTable } from './lib/table';
import { httpEditSequence } from './lib/httpEdits';
import { ANSWERS_PER_TREE } from '../src/server/modules/drawing/storedAnswers';

const SIZES = [1_000, 10_000, 100_000];
/** The commit whose layout the crossings and timings are compared against, measured in the same run. */
const BASELINE = 'eba47af';
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
  const stop = stopwatch();
  return stop(fn());
}

/** timed, for work that waits (wall time from the call to its end; CPU of the whole process meanwhile). */
async function timedAsync<T>(fn: () => Promise<T>): Promise<{ ms: number; cpu: number; value: T }> {
  const stop = stopwatch();
  return stop(await fn());
}

/** Starts the clocks; the function it answers reads them with the value the timed work gave. */
function stopwatch() {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  return <T>(value: T) => {
    const wall = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    return { ms: wall, cpu: (cpu.user + cpu.system) / 1000, value };
  };
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

export default async function run(): Promise<BenchTable[]> {
  const only = process.env.LAYOUT_BENCH_ONLY;
  if (only === 'http') return httpTables();
  if (only === 'layout') return [await layoutTable()];
  if (only === 'crossings') return [await crossingsTable()];
  if (only === 'edits') return [await editsTable()];
  const layout = await layoutTable();
  const crossings = await crossingsTable();
  const edits = await editsTable();
  return [layout, crossings, edits, ...(await httpTables())];
}

const HTTP_PERSONS = Number(process.env.LAYOUT_BENCH_HTTP_PERSONS ?? 100_000);
const HTTP_RUNS = 7;
/** Structural diffs lay out the whole tree (tens of seconds of CPU here): one each, CPU reported beside wall. */
const STRUCTURE_RUNS = Number(process.env.LAYOUT_BENCH_STRUCTURE_RUNS ?? 1);

/** Random edits made through the API after the table below, each followed by its diff (LAYOUT_BENCH_HTTP_EDITS, 0 for none). */
const HTTP_EDITS = Number(process.env.LAYOUT_BENCH_HTTP_EDITS ?? 18);

/**
 * Draw and diff through createApp on a clan stored in PGlite: what a client waits for after an edit;
 * then the random edit sequence (benchmarks/lib/httpEdits.ts) on the same tree.
 */
async function httpTables(): Promise<BenchTable[]> {
  // In a database thread of its own, as a server runs it (main.ts): on this thread, beside a heap that holds
  // every node of the table, its statements would wait for that heap's collector, and so would a draw in a
  // pool thread, which reaches it over the thread link.
  const database = await openPGliteThread(undefined);
  const db = database.db;
  try {
    await migrateToLatest(db);
    let now = new Date('2026-11-21T08:00:00Z');
    const logger = createLogger('silent');
    const deps: AppDeps = {
      database,
      logger,
      clock: () => now,
      jobs: registerJobHandlers(new JobWorker(db, () => now, logger)),
      // Layouts in this thread: these tables time the work itself, not the hand-over to a thread.
      pool: inlinePool(tasks, { db, clock: () => now, logger }),
      config: { version: 'bench', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir: '.tmp/bench-data' },
    };
    const app = createApp(deps);
    /** A pool of one thread, as a server lays out in (main.ts). */
    const poolThread = () => threadPool<typeof tasks>({ size: 1, tasks: new URL('../src/server/jobs/tasks.ts', import.meta.url), database, logger, logLevel: 'silent', files: { kind: 'directory', root: '.tmp/bench-data/files' } });
    const owner = await db.insertInto('users').values({ email: 'layout-bench@example.com', password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
    const key = await issueKey(db, owner.id, now);
    const graph = generateTree({ persons: HTTP_PERSONS, seed: 1 });
    const t = performance.now();
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Bench clan' }).returning('id').executeTakeFirstOrThrow();
    const ids = await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, graph, now));
    const insertMs = performance.now() - t;
    // As the GEDCOM import does once its rows are in: PGlite runs no autovacuum, and without statistics
    // each page of the tree's read was planned as a scan of every person after it (16 s for the read).
    await analyzeTreeTables(db);
    const founder = ids.get(graph.persons[0].id)!;

    /** One request through the app, body read: wall and CPU ms of this process (PGlite's thread included). */
    const call = async (target: typeof app, method: string, path: string, body?: unknown) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const res = await target.request(path, { method, headers: { authorization: `Token ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      const wall = performance.now() - started;
      if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return { ms: wall, cpu: cpuMs(process.cpuUsage(cpu)), bytes: Buffer.byteLength(text), json: JSON.parse(text) };
    };
    const drawPath = `/api/v1/familytree/${tree.id}/draw/`;
    const diffPath = `/api/v1/familytree/${tree.id}/diff/`;
    const request = { start_person_id: founder };
    const rows: (string | number)[][] = [];
    type Sample = { ms: number; cpu: number; bytes: number };
    const addRow = (label: string, samples: Sample[], how: string, extra = '') => {
      rows.push([label, samples.length, ms(median(samples.map((x) => x.ms))), ms(median(samples.map((x) => x.cpu))), kb(median(samples.map((x) => x.bytes))), extra, how]);
    };

    const draws: Sample[] = [];
    let hash = '';
    const onCanvas = new Set<string>();
    const blood = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const r = await call(app, 'POST', drawPath, request);
      draws.push(r);
      hash = r.json.map_hash;
      if (i === 0) for (const p of (r.json as DrawResponse).persons) if (!p.is_ghost && !p.card.has_hidden_subtree) onCanvas.add(p.object_id);
      if (i === 0) for (const id of (r.json as DrawResponse).blood_relatives_ids) blood.add(id);
    }
    addRow(`draw (${HTTP_PERSONS.toLocaleString('en')}), first: tree load + layout + compression of the stored state`, draws.slice(0, 1), 'baseline', `${mbytes(draws[0].bytes)} payload`);
    addRow(`draw (${HTTP_PERSONS.toLocaleString('en')}), again: same revision, so the loaded tree is reused; state only touched`, draws.slice(1), 'baseline');

    // The columnar form compressed as a browser accepts it, on another node (its own cache: tree load and
    // layout again), then again there; the stored state is written after the answer for a large tree.
    const columnsPool = inlinePool(tasks, { db, clock: () => now, logger });
    const columnsNode = createApp({ ...deps, pool: columnsPool });
    const compact: Sample[] = [];
    const stored: Sample[] = [];
    /** Until the app has the answer's bytes and headers, before its body is read. */
    const answeredMs: number[] = [];
    let decoded = 0;
    // The process's memory sampled while the fresh node draws (and then stores) the tree: what one 100k draw costs a server.
    const memory = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed, peakRss: 0, peakHeap: 0 };
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      memory.peakRss = Math.max(memory.peakRss, m.rss);
      memory.peakHeap = Math.max(memory.peakHeap, m.heapUsed);
    }, 20);
    /** A draw as the tree page asks for it: the time until the answer is ready and until its body is read, and its bytes decoded. */
    const columnarDraw = async (node: typeof app, expected?: string) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const res = await node.request(drawPath, { method: 'POST', headers: { authorization: `Token ${key}`, 'content-type': 'application/json', accept: DRAW_COLUMNS_TYPE, 'accept-encoding': 'gzip, deflate, br' }, body: JSON.stringify(request) });
      const answered = performance.now() - started;
      const wire = Buffer.from(await res.arrayBuffer());
      const sample = { ms: performance.now() - started, cpu: cpuMs(process.cpuUsage(cpu)), bytes: wire.length };
      if (res.headers.get('content-encoding') !== 'br') throw new Error('the columnar draw was not brotli-compressed');
      const text = brotliDecompressSync(wire);
      const drawing = decodeDrawColumns(JSON.parse(text.toString('utf8')));
      if (!expected && drawing.map_hash !== hash) throw new Error('the columnar draw is another drawing');
      if (expected && !drawing.persons.some((p) => p.object_id === expected)) throw new Error('the columnar draw lacks the person added before it');
      return { sample, answered, decoded: text.length, hash: drawing.map_hash };
    };
    for (let i = 0; i < 2; i++) {
      const drawn = await columnarDraw(columnsNode);
      answeredMs.push(drawn.answered);
      compact.push(drawn.sample);
      decoded = drawn.decoded;
      // A diff there starts from the layout the node is still storing. What the node stores after
      // answering is then waited for, untimed (closing an inline pool settles its caches): on this one
      // thread the draw again would otherwise pay for it.
      if (i === 0) {
        stored.push(await call(columnsNode, 'POST', diffPath, { ...request, map_hash: hash }));
        await columnsPool.close();
      }
    }
    clearInterval(sampler);
    addRow(`draw (${HTTP_PERSONS.toLocaleString('en')}), first on a fresh node, never drawn at this revision: columnar form, brotli (Accept, Accept-Encoding)`, compact.slice(0, 1), 'compact form; the drawing it follows read by its card places', `${mbytes(compact[0].bytes)} on the wire, ${mbytes(decoded)} decoded; answer ready at ${ms(answeredMs[0])} ms, before its body is read`);
    addRow('diff on that node right after the first draw there', stored, 'starts from the layout the node is still storing after answering (LayoutCache.unsavedLayout), then an unchanged diff');
    addRow(`draw (${HTTP_PERSONS.toLocaleString('en')}), again on that node: columnar form, brotli`, compact.slice(1), 'compact form', `${mbytes(compact[1].bytes)} on the wire`);

    // A third node, once the answer above is stored: a restart or another API node drawing a tree
    // already drawn at this revision sends the stored answer instead of reading and laying it out.
    if (!(await polled(() => db.selectFrom('draw_answers as a').innerJoin('layout_states as s', (j) => j.onRef('s.tree_id', '=', 'a.tree_id').onRef('s.map_hash', '=', 'a.map_hash')).select('a.map_hash').where('a.tree_id', '=', tree.id).where('a.map_hash', '=', hash).executeTakeFirst()))) {
      throw new Error('the draw answer was not stored');
    }
    const storedPool = inlinePool(tasks, { db, clock: () => now, logger });
    const storedNode = createApp({ ...deps, pool: storedPool });
    const fromStored = await columnarDraw(storedNode);
    addRow(`draw (${HTTP_PERSONS.toLocaleString('en')}), first on another fresh node, drawn before at this revision: columnar, brotli`, [fromStored.sample], 'stored answer (draw_answers)', `${mbytes(fromStored.sample.bytes)} on the wire; answer ready at ${ms(fromStored.answered)} ms; the node then reads the layout and tree in for the next edit`);
    // A diff there (for a member who may edit) waits for the layout the node reads in after the answer,
    // not for the tree it reads next; that is waited for untimed (closing the pool settles its caches),
    // before the next row's timing on this one thread.
    const warmStarted = performance.now();
    const warmDiff = await call(storedNode, 'POST', diffPath, { ...request, map_hash: hash });
    addRow('diff on that node right after the stored answer', [warmDiff], 'waits for the layout read in after the answer (not the tree, read next), then an unchanged diff', `${ms(performance.now() - warmStarted)} ms from the answer's end`);
    await storedPool.close();

    // Persons in the second half of the clan whose cards are drawn with nothing hidden behind them.
    const idle: Sample[] = [];
    for (let i = 0; i < HTTP_RUNS; i++) idle.push(await call(app, 'POST', diffPath, { ...request, map_hash: hash }));
    addRow('diff with nothing changed', idle, 'fixed cost: auth, access, state row, control data, change log');

    const drawn = graph.persons.slice(Math.floor(graph.persons.length / 2)).filter((p) => onCanvas.has(ids.get(p.id)!));
    const patches: Sample[] = [];
    const nameDiffs: Sample[] = [];
    for (let i = 0; i < HTTP_RUNS; i++) {
      now = new Date(now.getTime() + 1000);
      const id = ids.get(drawn[i * 7].id)!;
      patches.push(await call(app, 'PATCH', `/api/v1/person/${id}/`, { first_names: [{ type: 'given', value: `志明${i}` }, { type: 'given', value: `Chi-ming ${i}` }] }));
      const d = await call(app, 'POST', diffPath, { ...request, map_hash: hash, trigger: 'edit' });
      if (d.json.data_update.length !== 1) throw new Error(`a name edit answered ${d.json.data_update.length} updated cards`);
      nameDiffs.push(d);
      hash = d.json.map_hash;
    }
    addRow('PATCH person/{id}/ (name; logs a card change)', patches, 'persons route + trigger');
    addRow('diff after one name edit', nameDiffs, 'card-only fast path: log read, 1 person loaded, updateCards, delta row', '1 card');

    // Another API node: the same database, nothing cached in this process yet. It finds the layout the
    // client holds once the first node has stored it (that node answered before storing).
    const second = createApp({ ...deps, pool: inlinePool(tasks, { db, clock: () => now, logger }) });
    const storedRow = async (mapHash: string) => {
      const found = await polled(() => db.selectFrom('layout_states').select('map_hash').where('tree_id', '=', tree.id).where('map_hash', '=', mapHash).executeTakeFirst());
      if (!found) throw new Error(`the layout ${mapHash} was not stored`);
    };
    await storedRow(hash);
    now = new Date(now.getTime() + 1000);
    const lastId = ids.get(drawn[1].id)!;
    await call(app, 'PATCH', `/api/v1/person/${lastId}/`, { first_names: [{ type: 'given', value: '志强' }] });
    const cold = await call(second, 'POST', diffPath, { ...request, map_hash: hash, trigger: 'edit' });
    if (cold.json.data_update.length !== 1) throw new Error(`the fresh node's diff answered ${cold.json.data_update.length} updated cards`);
    hash = cold.json.map_hash;
    addRow('diff after one name edit, fresh node (cold cache)', [cold], 'base row decompressed + parsed, delta merged, then fast path');
    // Back on the first node, from the layout the second one stores after answering.
    await storedRow(hash);
    if (!(await call(app, 'POST', diffPath, { ...request, map_hash: hash })).json.has_state) throw new Error('the first node found no state');

    const hasChildren = new Set(graph.parenthoods.map((p) => p.parent_id));
    const hasParents = new Set(graph.parenthoods.map((p) => p.child_id));
    const married = new Set(graph.couples.flatMap((c) => [c.person1_id, c.person2_id]));
    // A child added to one blood descendant is drawn below them (an in-law's would open a hidden branch).
    const parents = drawn.filter((p) => hasChildren.has(p.id) && blood.has(ids.get(p.id)!));
    const childDiffs: Sample[] = [];
    for (let i = 0; i < STRUCTURE_RUNS; i++) {
      now = new Date(now.getTime() + 1000);
      await call(app, 'POST', '/api/v1/person/', { family_tree_id: tree.id, first_names: [{ type: 'given', value: `Bench ${i}` }], surnames: [], gender: 'f', relative: { person_id: ids.get(parents[i * 11].id), relation: 'child' } });
      const d = await call(app, 'POST', diffPath, { ...request, map_hash: hash, trigger: 'add' });
      if (d.json.new_persons.length < 1) throw new Error('an added child answered no new person');
      childDiffs.push(d);
      hash = d.json.map_hash;
    }
    const storedAs = async (hash: string) => {
      const row = await db.selectFrom('layout_states').select('base_hash').where('tree_id', '=', tree.id).where('map_hash', '=', hash).executeTakeFirst();
      return row?.base_hash ? 'stored as a delta row' : 'stored whole';
    };
    addRow('diff after one added child', childDiffs, `structure: tree load + layout + diffLayouts, ${await storedAs(hash)}`);

    const leaves = drawn.filter((p) => hasParents.has(p.id) && !hasChildren.has(p.id) && !married.has(p.id));
    const deleteDiffs: Sample[] = [];
    for (let i = 0; i < STRUCTURE_RUNS; i++) {
      now = new Date(now.getTime() + 1000);
      await call(app, 'DELETE', `/api/v1/person/${ids.get(leaves[i * 13].id)}/`);
      const d = await call(app, 'POST', diffPath, { ...request, map_hash: hash, trigger: 'delete' });
      if (d.json.remove_persons.length < 1) throw new Error('a deleted leaf answered no removed person');
      deleteDiffs.push(d);
      hash = d.json.map_hash;
    }
    addRow('diff after one deleted leaf', deleteDiffs, `structure: tree load + layout + diffLayouts, ${await storedAs(hash)}`);

    now = new Date(now.getTime() + 1000);
    await call(app, 'PATCH', `/api/v1/person/${ids.get(drawn[3].id)}/`, { death_date: { year: 1999 }, is_deceased: true });
    const afterStructure = await call(app, 'POST', diffPath, { ...request, map_hash: hash, trigger: 'edit' });
    addRow('diff after a death date, on a layout stored as a delta', [afterStructure], 'card-only fast path');

    // The tree moves on by one more structural edit (no answer is stored for its revision), and a node that
    // has read nothing of the tree draws it: from the graph snapshot the fresh node above kept after its
    // whole read, brought up to date with the rows written since.
    // The snapshot is compressed and written in the background of the node that read the tree whole; here
    // that node shares this one thread with everything else, so it is waited for (a server's pool thread
    // is idle between requests).
    const snapshotRow = await polled(() => db.selectFrom('tree_graph_snapshots').select('revision').where('tree_id', '=', tree.id).executeTakeFirst());
    now = new Date(now.getTime() + 1000);
    const added = await call(app, 'POST', '/api/v1/person/', { family_tree_id: tree.id, first_names: [{ type: 'given', value: 'Snapshot' }], surnames: [], gender: 'f', relative: { person_id: founder, relation: 'child' } });
    const fromSnapshot = await columnarDraw(createApp({ ...deps, pool: inlinePool(tasks, { db, clock: () => now, logger }) }), added.json.id);
    addRow(
      `draw (${HTTP_PERSONS.toLocaleString('en')}), first on a fresh node after an edit, no stored answer: columnar, brotli`,
      [fromSnapshot.sample],
      `${snapshotRow ? 'graph snapshot (tree_graph_snapshots) + rows written since' : 'no graph snapshot was kept: tree read whole'}, the drawing it follows read by its card places, layout, encoding`,
      `${mbytes(fromSnapshot.sample.bytes)} on the wire; answer ready at ${ms(fromSnapshot.answered)} ms; compare the first row on a fresh node above (a whole read)`,
    );

    // The snapshot read alone, in the tabled form it is stored in and, as the baseline, the bare rows it was
    // stored as before (snapshotForm.ts), each read three times in turn in this process.
    const snapshotNow = await db.selectFrom('tree_graph_snapshots').select('blob_id').where('tree_id', '=', tree.id).executeTakeFirst();
    if (snapshotNow) {
      // The same rows as the tabled snapshot holds (the tree has moved on since it was written).
      const held = (await loadGraphSnapshot(db, tree.id))!;
      const bareId = await writeBlob(db, tree.id, await brotliJson(snapshotRows(held)), now);
      const blobBytes = async (id: string) => Number((await sql<{ n: string }>`SELECT sum(octet_length(bytes)) AS n FROM layout_blobs WHERE id = ${id}`.execute(db)).rows[0].n);
      const forms = [
        { name: 'bare rows (before)', id: bareId, bytes: await blobBytes(bareId), samples: [] as Sample[] },
        { name: 'tabled form', id: snapshotNow.blob_id, bytes: await blobBytes(snapshotNow.blob_id), samples: [] as Sample[] },
      ];
      for (let round = 0; round < 3; round++) {
        for (const form of forms) {
          await db.updateTable('tree_graph_snapshots').set({ blob_id: form.id }).where('tree_id', '=', tree.id).execute();
          globalThis.gc?.();
          const t = await timedAsync(() => loadGraphSnapshot(db, tree.id));
          if (t.value?.graph.persons.length !== held.graph.persons.length) throw new Error(`the ${form.name} snapshot read back ${t.value?.graph.persons.length} persons`);
          form.samples.push({ ms: t.ms, cpu: t.cpu, bytes: form.bytes });
        }
      }
      await db.updateTable('tree_graph_snapshots').set({ blob_id: snapshotNow.blob_id }).where('tree_id', '=', tree.id).execute();
      await deleteBlobs(db, tree.id, [bareId], now);
      for (const form of forms) addRow(`graph snapshot read (${HTTP_PERSONS.toLocaleString('en')}): ${form.name}`, form.samples, 'loadGraphSnapshot: blob read, brotli, JSON.parse, graph objects', `${mbytes(form.bytes)} compressed`);
    }

    // The same draw as a server makes it: in a pool thread of its own, with a heap of its own (not this
    // process's, which holds every node above), the tree again one edit on and no answer stored for it.
    // The thread is started and its modules loaded by a diff from a drawing it does not know, untimed.
    // First on a thread just started, whose priming (primeCode.ts) waits while the draw runs; then on a
    // thread whose priming has run, as a server's threads are once up (the baseline: the first).
    const threadedDraw = async (name: string, primed: boolean, detail: string) => {
      now = new Date(now.getTime() + 1000);
      const added = await call(app, 'POST', '/api/v1/person/', { family_tree_id: tree.id, first_names: [{ type: 'given', value: name }], surnames: [], gender: 'm', relative: { person_id: founder, relation: 'child' } });
      const threads = poolThread();
      try {
        const threadedNode = createApp({ ...deps, pool: threads });
        await call(threadedNode, 'POST', diffPath, { ...request, map_hash: 'not-a-drawing' });
        if (primed && !(await polled(async () => (threads.stats().primed > 0 ? true : undefined)))) throw new Error('the pool thread was not primed within two minutes');
        const threaded = await columnarDraw(threadedNode, added.json.id);
        addRow(
          `draw (${HTTP_PERSONS.toLocaleString('en')}), first on a fresh node after an edit, no stored answer, in a pool thread of its own, ${detail}: columnar, brotli`,
          [threaded.sample],
          'as the row above, in a worker thread (threadPool, as a server runs draws) whose heap holds only this draw, PGlite reached over the thread link',
          `${mbytes(threaded.sample.bytes)} on the wire; answer ready at ${ms(threaded.answered)} ms`,
        );
      } finally {
        await threads.close();
      }
    };
    await threadedDraw('Threaded', false, 'the thread just started (its code not yet compiled)');
    await threadedDraw('Primed', true, 'the thread primed (a sample clan laid out while idle, primeCode.ts)');

    // A row's bytes: its payload, or the parts in layout_blobs of a large one.
    const states = await db
      .selectFrom('layout_states as s')
      .select(['s.map_hash', 's.base_hash', sql<string>`coalesce(octet_length(s.payload), (SELECT sum(octet_length(b.bytes)) FROM layout_blobs b WHERE b.id = s.blob_id), 0)`.as('size')])
      .select(sql<string>`coalesce(octet_length(s.places), (SELECT sum(octet_length(b.bytes)) FROM layout_blobs b WHERE b.id = s.places_blob_id), 0)`.as('places'))
      .where('s.tree_id', '=', tree.id)
      .execute();
    const answers = await db
      .selectFrom('draw_answers as a')
      .select(sql<string>`(SELECT sum(octet_length(b.bytes)) FROM layout_blobs b WHERE b.id = a.blob_id)`.as('size'))
      .where('a.tree_id', '=', tree.id)
      .execute();
    let editsTable: BenchTable | undefined;
    if (HTTP_EDITS > 0) {
      // On a node that lays out in a pool thread, as a server does: the tree's cache in a heap of its own.
      const editThreads = poolThread();
      const editNode = createApp({ ...deps, pool: editThreads });
      try {
        const held = (await call(editNode, 'POST', drawPath, request)).json as DrawResponse;
        editsTable = await httpEditSequence(
          {
            treeId: tree.id,
            startId: founder,
            held,
            call: (method, path, body) => call(editNode, method, path, body),
            tick: () => (now = new Date(now.getTime() + 1000)),
            links: async () => ({
              parenthoods: await db.selectFrom('parenthoods').select(['parent_id', 'child_id']).where('tree_id', '=', tree.id).execute(),
              couples: await db.selectFrom('couples').select(['id', 'person1_id', 'person2_id']).where('tree_id', '=', tree.id).execute(),
            }),
          },
          HTTP_EDITS,
        );
      } finally {
        await editThreads.close();
      }
    }
    const drawTable: BenchTable = {
      title: `Draw and diff through the app on a ${HTTP_PERSONS.toLocaleString('en')}-person tree (PGlite, app.request, owner, drawn from the founder)`,
      columns: ['call', 'n', 'wall ms (median)', 'cpu ms (median)', 'response', 'note', 'path taken'],
      rows,
      notes: [
        `tree inserted once with insertTreeGraph in ${(insertMs / 1000).toFixed(1)} s; every diff is asked from the map_hash the previous answer gave`,
        'wall and CPU of the whole request in this process (routing, auth, SQL on PGlite in its database thread, layout, JSON); on a loaded shared machine CPU is the steadier figure',
        `memory while a fresh node answered two draws of the tree (columnar, brotli) and stored the layout: RSS ${mbytes(memory.rss)} before, peak ${mbytes(memory.peakRss)} (+${mbytes(memory.peakRss - memory.rss)}); JS heap ${mbytes(memory.heap)} before, peak ${mbytes(memory.peakHeap)} (+${mbytes(memory.peakHeap - memory.heap)}); PGlite's heap is in the RSS`,
        `layout states kept at the end: ${mbytes(states.reduce((sum, r) => sum + Number(r.size), 0))} for the tree in ${states.length} rows, ${states.filter((r) => r.base_hash !== null).length} deltas (largest delta ${kb(Math.max(0, ...states.filter((r) => r.base_hash !== null).map((r) => Number(r.size))))}), full rows ${states.filter((r) => r.base_hash === null).map((r) => mbytes(Number(r.size))).join(', ')} compressed, with their card places ${states.filter((r) => r.base_hash === null).map((r) => mbytes(Number(r.places))).join(', ')} (what a draw on another node reads of the drawing it follows); draw answers kept: ${answers.length} (at most ${ANSWERS_PER_TREE}), ${mbytes(answers.reduce((sum, r) => sum + Number(r.size), 0))}`,
        `machine: ${(await import('node:os')).cpus().length} cores, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')} at the end of the run (shared with other work)`,
      ],
    };
    return editsTable ? [drawTable, editsTable] : [drawTable];
  } finally {
    await database.close();
  }
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

/** What `read` answers once it answers something, asked every 100 ms for up to two minutes; else undefined. */
async function polled<T>(read: () => Promise<T | undefined>): Promise<T | undefined> {
  for (let waited = 0; waited <= 120_000; waited += 100) {
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

async function layoutTable(): Promise<BenchTable> {
  const before = await layoutAt(BASELINE);
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
    const old = medianOf(() => before.layoutTree(graph, { startPersonId: start, preferences }));
    const oldCheck = checkLayout(old.value);
    rows.push([`xungen layoutTree at ${BASELINE} (${size.toLocaleString('en')})`, ms(old.ms), ms(old.cpu), old.value.persons.length, mbytes(bytes(old.value)), '-', oldCheck.length, 'baseline, same run']);

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

    // A branch closed, diffed against a drawing the layout did not follow itself (a copy, as a payload a card
    // edit derived is): the diff pairs every card and line by id, across the run of cards the branch took.
    // A child past the first eighth of the links who has children of their own.
    const branch = graph.parenthoods.find((p, i) => i > graph.parenthoods.length / 8 && hasChildren.has(p.child_id))!.child_id;
    const closed = { ...layoutTree(graph, { startPersonId: start, preferences, controlData: { expanded: [], collapsed: [branch] }, previous: draw }) };
    row('diff: one branch closed, items paired by id (100,000)', timed(() => diffLayouts(draw, closed)), 'diffLayouts only: both lists merged in reading order');
    row('diff: one branch closed, items paired by id (100,000)', timed(() => before.diffLayouts(draw, closed)), `diffLayouts only, at ${BASELINE}: a side-by-side walk that loses step after the run (baseline, same run)`);
  }

  return {
    title: 'Tree layout (server): layoutTree vs d3-hierarchy tree() and d3-flextree',
    columns: ['case', 'wall ms (median of 3)', 'cpu ms', 'persons / diff +new -removed ~updated', 'payload', 'memory', 'checkLayout violations', 'measured'],
    rows,
    notes: [
      'clans from benchmarks/lib/generateTree.ts (seed 1), drawn from the founder so every person is open; time includes visibility, packing, lines, cards and map_hash',
      'peers lay out the founder\'s descendant tree (a blood person with spouses as one node) and are timed for the layout call only; their result is converted to the payload shape with the same card sizes and line routing and checked with checkLayout',
      `layoutTree at ${BASELINE}: that commit's layout, taken from git and run in this process on the same clan (benchmarks/lib/layoutAt.ts); its violations are today's checkLayout rules, line_overlap among them (reported up to 500 per layout)`,
      'memory: process peak RSS so far, and heap growth across the three layout runs (includes the retained payload)',
      `machine: ${(await import('node:os')).cpus().length} cores, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')} at the end of the run (shared with other work)`,
      ...notes,
    ],
  };
}

/** What the layouts of one kind of tree draw, and where their lines meet. */
interface Tally {
  layouts: number;
  persons: number;
  crossings: number;
  overlaps: number;
  violations: number;
}

const emptyTally = (): Tally => ({ layouts: 0, persons: 0, crossings: 0, overlaps: 0, violations: 0 });

function addTally(sum: Tally, t: Tally) {
  for (const key of Object.keys(sum) as (keyof Tally)[]) sum[key] += t[key];
}

function tally(draws: DrawResponse[]): Tally {
  const t = emptyTally();
  for (const draw of draws) {
    const conflicts = lineConflicts(draw.lines);
    t.layouts++;
    t.persons += draw.persons.filter((p) => !p.is_ghost).length;
    t.crossings += conflicts.crossings;
    t.overlaps += conflicts.overlaps.length;
    t.violations += checkLayout(draw).length;
  }
  return t;
}

/** The layout with every hidden branch opened, round after round, until nothing is hidden. */
function opened(layout: typeof layoutTree, graph: TreeGraph, start: string): DrawResponse {
  let draw = layout(graph, { startPersonId: start, preferences });
  const expanded = new Set<string>();
  for (let round = 0; round < 20; round++) {
    const hidden = draw.persons.filter((p) => p.card.has_hidden_subtree && !expanded.has(p.object_id));
    if (hidden.length === 0) break;
    for (const p of hidden) expanded.add(p.object_id);
    draw = layout(graph, { startPersonId: start, preferences, controlData: { expanded: [...expanded] } });
  }
  return draw;
}

/** Start persons spread over the tree, as the layout tests pick them. */
function spreadStarts(graph: TreeGraph, count: number): string[] {
  const step = Math.max(1, Math.floor(graph.persons.length / count));
  return graph.persons.filter((_, i) => i % step === 0).slice(0, count).map((p) => p.id);
}

type LayoutFn = typeof layoutTree;

/**
 * Line crossings per 100 persons drawn and shared horizontal stretches, closed and fully opened, by the
 * layout of BASELINE (before) and today's (after) on the same trees and start persons.
 */
async function crossingsTable(): Promise<BenchTable> {
  const before = (await layoutAt(BASELINE)).layoutTree as LayoutFn;
  const rows: (string | number)[][] = [];
  const per100 = (t: Tally) => (t.persons === 0 ? 0 : (t.crossings * 100) / t.persons).toFixed(2);
  const push = (label: string, b: Tally, a: Tally) => {
    rows.push([label, a.layouts, `${b.persons} / ${a.persons}`, `${b.crossings} / ${a.crossings}`, per100(b), per100(a), b.overlaps, a.overlaps, `${b.violations} / ${a.violations}`]);
  };
  /** One row: the same draws made by both layouts. */
  const row = (label: string, draws: (layout: LayoutFn) => DrawResponse[]) => {
    const b = tally(draws(before));
    const a = tally(draws(layoutTree));
    push(label, b, a);
    return { b, a };
  };
  const byFolder = new Map<string, TreeGraph[]>();
  for (const file of allGedFiles().filter((f) => !f.includes('/malformed/'))) {
    let graph: TreeGraph;
    try {
      graph = importGedcom(fixture(file)).graph;
    } catch {
      continue;
    }
    if (graph.persons.length === 0) continue;
    const folder = file.split('/')[0];
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), graph]);
  }
  const closedDraws = (graphs: TreeGraph[]) => (layout: LayoutFn) => graphs.flatMap((graph) => spreadStarts(graph, 3).map((start) => layout(graph, { startPersonId: start, preferences })));
  const openDraws = (graphs: TreeGraph[]) => (layout: LayoutFn) => graphs.flatMap((graph) => spreadStarts(graph, 3).map((start) => opened(layout, graph, start)));
  const every = { closed: { b: emptyTally(), a: emptyTally() }, opened: { b: emptyTally(), a: emptyTally() } };
  for (const [folder, graphs] of [...byFolder].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const closed = row(`GEDCOM ${folder} (${graphs.length} files), closed`, closedDraws(graphs));
    const open = row(`GEDCOM ${folder} (${graphs.length} files), opened`, openDraws(graphs));
    for (const [sum, add] of [[every.closed, closed], [every.opened, open]] as const) {
      addTally(sum.b, add.b);
      addTally(sum.a, add.a);
    }
  }
  push('GEDCOM, every fixture, closed', every.closed.b, every.closed.a);
  push('GEDCOM, every fixture, opened', every.opened.b, every.opened.a);
  const demo = demoFamilyGraph();
  row('demo family from its home person, closed', (layout) => [layout(demo, { startPersonId: demo.homePersonId, preferences })]);
  row('demo family from its home person, opened', (layout) => [opened(layout, demo, demo.homePersonId)]);
  row('demo family from 10 start persons, opened', (layout) => spreadStarts(demo, 10).map((start) => opened(layout, demo, start)));
  for (const size of SIZES) {
    const graph = generateTree({ persons: size, seed: 1 });
    row(`generated clan (${size.toLocaleString('en')}) from the founder`, (layout) => [layout(graph, { startPersonId: graph.persons[0].id, preferences })]);
  }
  return {
    title: `Line crossings: where the lines of different families meet, layout of ${BASELINE} (before) and now (after)`,
    columns: ['trees', 'layouts', 'persons drawn, before / after', 'crossings, before / after', 'per 100 persons, before', 'per 100 persons, after', 'shared stretches, before', 'shared stretches, after', 'checkLayout violations, before / after'],
    rows,
    notes: [
      'GEDCOM: every shared fixture that imports, 3 start persons each spread over the file (as realTrees.test.ts picks them); opened = every hidden branch opened, round after round, until nothing is hidden',
      'a crossing is a place where a vertical run of one family passes through, or ends on, a horizontal run of another strictly inside it; lines of one family share their drop and bar and count once',
      'a shared horizontal stretch is two families\' horizontal runs on one y overlapping by more than a point (lineConflicts in src/server/layout/lineConflicts.ts); today\'s checkLayout reports each as line_overlap, so before\'s violations count them too (checkLayout reports up to 500 per layout)',
      `before: src/ of commit ${BASELINE} taken from git into a temporary folder and its layoutTree run in this process on the same graphs (benchmarks/lib/layoutAt.ts)`,
    ],
  };
}

const EDIT_SIZES = (process.env.LAYOUT_BENCH_EDIT_SIZES ?? '10000,100000').split(',').map(Number);
const EDITS = Number(process.env.LAYOUT_BENCH_EDITS ?? 70);
const EDIT_BASELINE = process.env.LAYOUT_BENCH_EDIT_BASELINE ?? 'main';

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Cards moved by each random edit, per kind, for today's layout and the baseline's, on one edit sequence. */
async function editsTable(): Promise<BenchTable> {
  // 'with memory': each drawing follows the one before (LayoutOptions.previous), as the app's diffs do.
  const baseline = (await layoutAt(EDIT_BASELINE)).layoutTree;
  const layouts: [string, typeof layoutTree, boolean][] = [
    ['today, afresh', layoutTree, false],
    ['today, with memory', layoutTree, true],
    [EDIT_BASELINE, baseline, false],
    [`${EDIT_BASELINE}, with memory`, baseline, true],
  ];
  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  for (const size of EDIT_SIZES) {
    const graph = generateTree({ persons: size, seed: 1 });
    const start = graph.persons[0].id;
    // Today's and the baseline's layouts in lockstep: each edit is laid out by both in turn, the first in
    // turn alternating, so that neither is timed on a heap or a machine state of its own (run one after
    // the other, a layout measured later came out about 70 ms slower than the same code measured first).
    // Afresh and with memory in two passes: one code's layouts share its card memos (cards.ts).
    for (const pass of [false, true]) {
      const variants = layouts.filter(([, , follows]) => follows === pass).map(([name, layout, follows]) => ({
        name,
        draw: (state: EditState, previous?: DrawResponse) => layout(state.graph, { startPersonId: start, controlData: state.control, preferences, previous: follows ? previous : undefined }),
        before: undefined as unknown as DrawResponse,
        byKind: new Map<EditKind, { moved: number[]; ms: number[]; bytes: number[]; violations: number }>(),
      }));
      let state: EditState = { graph, control: { expanded: [], collapsed: [] } };
      for (const v of variants) {
        v.before = v.draw(state);
        notes.push(`${v.name} at ${size.toLocaleString('en')}: drawing ${Math.round(v.before.tree_width).toLocaleString('en')} px wide, ${Math.round(v.before.tree_height).toLocaleString('en')} px high before the edits`);
      }
      const editor = randomEditor(mulberry32(7));
      for (let i = 0; i < EDITS; i++) {
        const edit = editor.next(state, variants[0].before, EDIT_KINDS[i % EDIT_KINDS.length]);
        if (!edit) continue;
        for (let k = 0; k < variants.length; k++) {
          const v = variants[(i + k) % variants.length];
          const t = timed(() => v.draw(edit.state, v.before));
          const after = t.value;
          const entry = v.byKind.get(edit.kind) ?? { moved: [], ms: [], bytes: [], violations: 0 };
          v.byKind.set(edit.kind, entry);
          entry.moved.push(movedCards(v.before, after).moved);
          entry.ms.push(t.ms);
          entry.bytes.push(bytes(diffLayouts(v.before, after)));
          entry.violations += checkLayout(after).length;
          v.before = after;
        }
        state = edit.state;
      }
      for (const { name, byKind } of variants) {
        for (const kind of EDIT_KINDS) {
          const entry = byKind.get(kind);
          if (!entry) continue;
          const moved = [...entry.moved].sort((a, b) => a - b);
          const times = [...entry.ms].sort((a, b) => a - b);
          const sizes = [...entry.bytes].sort((a, b) => a - b);
          rows.push([`${name}: ${kind} (${size.toLocaleString('en')})`, moved.length, quantile(moved, 0.5), moved[moved.length - 1], ms(quantile(times, 0.5)), ms(times[times.length - 1]), `${kb(quantile(sizes, 0.5))} / ${kb(sizes[sizes.length - 1])}`, entry.violations]);
        }
      }
    }
  }
  notes.push(
    `clans from benchmarks/lib/generateTree.ts (seed 1) drawn from the founder; edits from benchmarks/lib/randomEdits.ts (seed 7), the kinds in turn, each on a person drawn at that moment; every layout gets the same sequence, in lockstep; "with memory" draws each edit from the drawing before it (placement with memory, as a diff does), the others from the graph alone`,
    'moved: cards drawn before and after the edit whose position changed (the new or deleted card itself not counted); time: a full relayout (layoutTree) of the edited graph; diff: diffLayouts JSON of the previous and the new draw',
    `machine: ${(await import('node:os')).cpus().length} cores, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')} at the end of the run (shared with other work)`,
  );
  return {
    title: 'Tree layout stability: cards moved by one random edit',
    columns: ['layout: edit kind (persons)', 'edits', 'moved p50', 'moved max', 'relayout ms p50', 'relayout ms max', 'diff p50 / max', 'checkLayout violations'],
    rows,
    notes,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tables = await run();
  for (const table of tables) console.log(formatTable(table));
}
