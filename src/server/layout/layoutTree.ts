/**
 * The tree drawing: who is shown around the start person, where each card sits, and the lines between
 * them, as the draw payload the engine consumes. Pure: the same graph and options give the same payload.
 * Tree space keeps the frame of the packer, so unrelated cards keep their coordinates across edits; the
 * drawing may start left of x = 0 and tree_margin_x is the distance from its left edge to x = 0.
 */
import type { ControlData, DrawLine, DrawPerson, DrawResponse, TreePreferences } from '../../protocol/draw';
import type { TreeGraph } from '../tree/graph';
import { buildCard, ghostCard } from './cards';
import { byNode, drawnMemos, followedBlood, followedLineOrder, followedOrder, groupMemory, recordDrawn, type Places } from './following';
import { CARD_HEIGHT, CARD_WIDTH, GROUP_GAP, MEMBER_PITCH, ROW_PITCH, groupWidth } from './geometry';
import { BIRTH, indexGraph, type GraphIndex } from './graphIndex';
import { HashSum } from './hash';
import { orderBy } from './order';
import { hiddenCounts } from './hidden';
import { buildLines } from './lines';
import { drawnCards, recordCard } from './drawnRecord';
import { recordKept } from './kept';
import { collect, packForest, translate } from './pack';
import { buildStructure } from './buildStructure';
import { widthOf, type Structure } from './structure';
import { scratchF64, scratchI32, scratchU8, withScratch } from './scratch';

export interface LayoutViewer {
  /** False when living persons must be shown as 'Living' only. */
  seeLiving: boolean;
  /** Who counts as living (src/server/tree/redact.ts decides); without it, everyone not marked deceased. */
  livingIds?: ReadonlySet<string>;
}

export interface LayoutOptions {
  startPersonId?: string;
  controlData?: Partial<ControlData>;
  preferences: TreePreferences;
  withGhosts?: boolean;
  viewer?: LayoutViewer;
  /**
   * The drawing this one follows (placement with memory), or only where its cards are (Places): every
   * card keeps its place there unless the edit since needs that room (pack.ts). Without it the tree is
   * packed afresh.
   */
  previous?: DrawResponse | Places;
}

/** Lays out the tree around the start person and returns the draw payload with its map_hash. */
export function layoutTree(graph: TreeGraph, options: LayoutOptions): DrawResponse {
  return withScratch(() => lay(graph, options));
}

function lay(graph: TreeGraph, options: LayoutOptions): DrawResponse {
  const startId = options.startPersonId ?? graph.persons[0]?.id;
  const index = indexGraph(graph, options.withGhosts ? startId : undefined);
  const start = startId === undefined ? undefined : index.indexOf.get(startId);
  if (start === undefined) return finish(new HashSum(), { persons: [], lines: [], tree_width: 0, tree_height: 0, tree_margin_x: 0, has_state: true, blood_relatives_ids: [], preferences: options.preferences });
  const flags = (list: string[] | undefined) => {
    const out = scratchU8(index.nodeCount);
    for (const id of list ?? []) {
      const node = index.indexOf.get(id);
      if (node !== undefined) out[node] = 1;
    }
    return out;
  };
  const s = buildStructure(index, start, { expanded: flags(options.controlData?.expanded), collapsed: flags(options.controlData?.collapsed) });
  const known = options.previous && byNode(index, options.previous);
  place(s, options.previous && groupMemory(s, index, options.previous, known));

  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  // Cards drawn: the persons list is made at its length (grown item by item, its copies were garbage of a megabyte or more).
  let drawnCount = 0;
  for (let g = 0; g < s.groupCount; g++) {
    drawnCount += s.memberCount[g];
    const x = s.x[g];
    if (x < minX) minX = x;
    const right = x + groupWidth(s.memberCount[g]);
    if (right > maxX) maxX = right;
  }
  // What the last drawing made of each drawn person, looked up once for the lines and the cards.
  const real = index.persons.length;
  const memos = drawnMemos(s, index, known);
  const sum = new HashSum();
  const { lines, left, keys: lineKeys, owners, record: lineRecord } = buildLines(index, s, minX, sum, memos, known);
  if (left < minX) minX = left;

  const counts = hiddenCounts(index, s);
  const blood = bloodRelatives(index, start);
  const orders = options.preferences.tree_show_birth_order ? birthOrders(s, index) : null;
  const persons: DrawPerson[] = new Array(drawnCount);
  let at = 0;
  const bloodNodes: number[] = [];
  // Each real node's card place (NaN when not drawn), and each item's node, for a drawing that follows this one (following.ts).
  const nodeX = new Float64Array(real).fill(Number.NaN);
  const nodeY = new Float64Array(real).fill(Number.NaN);
  const ghostX = new Map<string, number>();
  const itemNode = scratchI32(index.nodeCount);
  // Cards are recorded, and found in the record of the drawing followed, only as a viewer who sees living
  // persons draws them (a visitor's cards also follow from who counts as living).
  const plain = options.viewer === undefined || options.viewer.seeLiving;
  const cardRecord = drawnCards(real);
  const was = plain ? known?.drawn : undefined;
  const wasCards = was?.cardRecord;
  const oldOf = known?.oldOf ?? null;
  // Followed exactly (not a payload updateCards derived from it): which cards and lines are that drawing's
  // own objects again, at which places there, for the diff between the two (kept.ts).
  const from = known !== undefined && known.drawn.payload === options.previous ? known.drawn.payload : undefined;
  const keptBefore = from === undefined ? undefined : new Uint8Array(from.persons.length);
  const keptItem = from === undefined ? undefined : scratchU8(index.nodeCount);
  // Sort keys kept while the positions are at hand.
  const ys = scratchF64(index.nodeCount);
  const xs = scratchF64(index.nodeCount);
  for (let node = 0; node < index.nodeCount; node++) {
    const gi = s.groupOf[node];
    if (gi < 0) continue;
    const row = s.row[gi];
    const x = s.x[gi] + s.posOf[node] * MEMBER_PITCH;
    const y = row * ROW_PITCH;
    let person: DrawPerson;
    if (node < real) {
      const memo = memos[node]!;
      const hidden = counts[node];
      const order = orders === null ? 0 : orders[node];
      // Drawn as in the drawing followed: the same memo (so the same person object and text), card place,
      // counts and role. Numbers and references compared only, none of the card's objects read.
      const o = was === undefined ? -1 : oldOf === null ? node : oldOf[node];
      const before = o >= 0 ? wasCards!.person[o] : undefined;
      let hashA: number;
      let hashB: number;
      if (
        before !== undefined && was!.memos[o] === memo && was!.x[o] === x && was!.y[o] === y && wasCards!.hidden[o] === hidden &&
        wasCards!.order[o] === order && (o === was!.start) === (node === start)
      ) {
        person = before;
        if (keptBefore !== undefined) {
          keptBefore[was!.itemOf[o]] = 1;
          keptItem![at] = 1;
        }
        hashA = wasCards!.hashA[o];
        hashB = wasCards!.hashB[o];
        sum.add(hashA, hashB);
      } else {
        const card = buildCard(index.persons[node], hidden, order === 0 ? undefined : order, options.viewer, memo);
        const last = memo.drawn;
        // A person drawn as before (same card object, place and role) is the same object with the same hash:
        // no new object, no hashing, and the diff passes it by reference.
        if (
          last !== undefined && last.card === card && last.position.x === x && last.position.y === y && last.generation === row &&
          last.is_start_person === (node === start) && last.object_id === index.ids[node]
        ) {
          person = last;
          sum.add(memo.hashA, memo.hashB);
        } else {
          person = { object_id: index.ids[node], is_start_person: node === start, is_ghost: false, generation: row, position: { x, y, width: CARD_WIDTH, height: CARD_HEIGHT }, card };
          sum.person(person);
          memo.drawn = person;
          memo.hashA = sum.lastA;
          memo.hashB = sum.lastB;
        }
        hashA = memo.hashA;
        hashB = memo.hashB;
      }
      if (plain) recordCard(cardRecord, node, person, hashA, hashB, hidden, order);
    } else {
      const ghost = index.ghosts[node - real];
      person = {
        object_id: index.ids[node],
        is_start_person: node === start,
        is_ghost: true,
        generation: row,
        position: { x, y, width: CARD_WIDTH, height: CARD_HEIGHT },
        card: ghostCard(ghost.gender),
        ghost_type: ghost.type,
        ghost_of: index.ids[ghost.of],
      };
      sum.person(person);
    }
    if (node < real) {
      nodeX[node] = x;
      nodeY[node] = y;
    } else ghostX.set(index.ids[node], x);
    itemNode[at] = node;
    ys[at] = y;
    xs[at] = x;
    persons[at++] = person;
    if (blood[node]) {
      bloodNodes.push(node);
      // Only persons are blood relatives; the hash of their id is made once per person.
      const memo = memos[node]!;
      if (memo.bloodKnown) sum.add(memo.bloodA, memo.bloodB);
      else {
        sum.bloodRelative(index.ids[node]);
        memo.bloodA = sum.lastA;
        memo.bloodB = sum.lastB;
        memo.bloodKnown = true;
      }
    }
  }
  if (at !== drawnCount) throw new Error(`layout: ${at} cards drawn, but the groups hold ${drawnCount} members`);
  const personOrder = followedOrder(known, real, persons, itemNode, ys, xs) ?? orderBy([ys, xs], persons.length, (i, j) => compareIds(persons[i].object_id, persons[j].object_id));
  reorder(persons, personOrder);
  const drawnOrder = new Int32Array(persons.length);
  const itemOf = new Int32Array(index.nodeCount).fill(-1);
  const keptAfter = keptItem === undefined ? undefined : new Uint8Array(persons.length);
  let drawnReal = 0;
  for (let k = 0; k < personOrder.length; k++) {
    const node = itemNode[personOrder[k]];
    itemOf[node] = k;
    if (keptAfter !== undefined) keptAfter[k] = keptItem![personOrder[k]];
    if (node < real) drawnOrder[drawnReal++] = node;
  }
  const lineOrder = followedLineOrder(known, lines, owners.before, lineKeys) ?? orderBy(lineKeys, lines.length, (i, j) => compareIds(lines[i].line_id, lines[j].line_id));
  reorder(lines, lineOrder);
  // Lines handed out again from the record of the drawing followed are its own objects at their places there.
  const linesBefore = from === undefined ? undefined : new Uint8Array(from.lines.length);
  const linesAfter = from === undefined ? undefined : new Uint8Array(lines.length);
  // Each recorded line's place in this drawing's order, for the drawing that follows it.
  for (let k = 0; k < lineOrder.length; k++) {
    const at = owners.before[lineOrder[k]];
    if (at >= 0 && linesBefore !== undefined) {
      linesBefore[at] = 1;
      linesAfter![k] = 1;
    }
    const node = owners.node[lineOrder[k]];
    if (node < 0) continue;
    if (owners.couple[lineOrder[k]]) lineRecord.coupleAt[node] = k;
    else lineRecord.childAt[node] = k;
  }
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let g = 0; g < s.groupCount; g++) {
    minY = Math.min(minY, s.row[g] * ROW_PITCH);
    maxY = Math.max(maxY, s.row[g] * ROW_PITCH + CARD_HEIGHT);
  }
  const bloodOrder = followedBlood(known, real, bloodNodes, index.ids) ?? Int32Array.from(bloodNodes.sort((a, b) => compareIds(index.ids[a], index.ids[b])));
  const drawing = finish(sum, {
    persons,
    lines,
    tree_width: maxX - minX,
    tree_height: maxY - minY,
    tree_margin_x: -minX,
    has_state: true,
    // Sorted, so a client that applies diffs holds exactly the list a fresh draw gives.
    blood_relatives_ids: idsOf(bloodOrder, index.ids),
    preferences: options.preferences,
  });
  if (from !== undefined) recordKept(drawing, { from: from.map_hash, persons: { before: keptBefore!, after: keptAfter! }, lines: { before: linesBefore!, after: linesAfter! } });
  recordDrawn({
    payload: drawing,
    numbering: index.numbering,
    x: nodeX,
    y: nodeY,
    ghosts: ghostX,
    memos,
    order: drawnOrder.subarray(0, drawnReal),
    blood: bloodOrder,
    lines,
    cardRecord,
    lineRecord,
    start: start < real ? start : -1,
    ids: index.ids,
    indexOf: index.indexOf,
    itemOf,
  });
  return drawing;
}

/** The payload with its map_hash; `sum` already holds every person, line and blood relative. */
function finish(sum: HashSum, payload: Omit<DrawResponse, 'map_hash'>): DrawResponse {
  sum.header(payload);
  return { ...payload, map_hash: sum.digest() };
}

/** Reading order: row by row, left to right. Applying a diff re-sorts the same way. */
export function comparePersons(a: DrawPerson, b: DrawPerson): number {
  return a.position.y - b.position.y || a.position.x - b.position.x || (a.object_id < b.object_id ? -1 : a.object_id > b.object_id ? 1 : 0);
}

export function compareLines(a: DrawLine, b: DrawLine): number {
  const p = a.points;
  const q = b.points;
  return (
    p[0][1] - q[0][1] || p[0][0] - q[0][0] || p[p.length - 1][0] - q[q.length - 1][0] || p[p.length - 1][1] - q[q.length - 1][1] ||
    (a.line_id < b.line_id ? -1 : a.line_id > b.line_id ? 1 : 0)
  );
}

/** The ids of nodes, in their order (a loop: Array.from over a typed array makes an iterator result per item). */
function idsOf(nodes: Int32Array, ids: readonly string[]): string[] {
  const out: string[] = new Array(nodes.length);
  for (let k = 0; k < nodes.length; k++) out[k] = ids[nodes[k]];
  return out;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Puts items in the given order, in place. */
function reorder<T>(items: T[], order: Int32Array): void {
  const copy = items.slice();
  for (let i = 0; i < order.length; i++) items[i] = copy[order[i]];
}

/**
 * Packs descendants, then ancestors aligned over the start person's parents, then opened side branches.
 * With `prev` (groupMemory), groups keep their places in the previous drawing where they can.
 */
function place(s: Structure, prev?: Float64Array): void {
  const xs = s.x;
  packForest(s, s.downRoots, 'down', s.rowMin, s.rowMax, prev);
  let upGroups: number[] = [];
  if (s.primary >= 0) {
    const primaryX = xs[s.primary];
    packForest(s, s.upRoots, 'up', s.rowMin, s.rowMax, prev);
    upGroups = collect(s, s.upRoots, 'up');
    translate(s, upGroups, primaryX - xs[s.primary]);
  }
  // What is placed so far, row by row, matters only to the side blocks placed beside it.
  if (s.sideBlocks.length === 0) return;
  const placedGroups = collect(s, s.downRoots, 'down');
  for (const g of upGroups) if (g !== s.primary) placedGroups.push(g);
  const rows = s.rowMax - s.rowMin + 1;
  const left = new Float64Array(rows).fill(Number.POSITIVE_INFINITY);
  const right = new Float64Array(rows).fill(Number.NEGATIVE_INFINITY);
  const extend = (groups: number[]) => {
    for (let k = 0; k < groups.length; k++) {
      const g = groups[k];
      const r = s.row[g] - s.rowMin;
      const x = xs[g];
      if (x < left[r]) left[r] = x;
      const end = x + widthOf(s, g);
      if (end > right[r]) right[r] = end;
    }
  };
  extend(placedGroups);
  const startGroup = s.groupOf[s.start];
  const centre = xs[startGroup] + s.posOf[s.start] * MEMBER_PITCH + CARD_WIDTH / 2;
  const ownerDrop = (owner: number) => xs[owner] + widthOf(s, owner) / 2;
  // Nearer generations first, nearer to the centre first, so close relatives stay close.
  const blocks = [...s.sideBlocks].sort((a, b) => s.row[b.owner] - s.row[a.owner] || Math.abs(ownerDrop(a.owner) - centre) - Math.abs(ownerDrop(b.owner) - centre));
  for (const block of blocks) {
    packForest(s, block.roots, 'down', s.rowMin, s.rowMax, prev);
    const groups = collect(s, block.roots, 'down');
    const bLeft = new Float64Array(rows).fill(Number.POSITIVE_INFINITY);
    const bRight = new Float64Array(rows).fill(Number.NEGATIVE_INFINITY);
    for (let k = 0; k < groups.length; k++) {
      const g = groups[k];
      const r = s.row[g] - s.rowMin;
      bLeft[r] = Math.min(bLeft[r], xs[g]);
      bRight[r] = Math.max(bRight[r], xs[g] + widthOf(s, g));
    }
    const first = block.roots[0];
    const last = block.roots[block.roots.length - 1];
    const blockMid = (xs[first] + s.conn[first] + xs[last] + s.conn[last]) / 2;
    // A block drawn before stays where it was unless what is placed now reaches it; a new one is centred under its owner.
    const kept = prev !== undefined && block.roots.some((root) => prev[root] === prev[root]);
    let dx = kept ? 0 : xs[block.owner] + s.anchor[first] - blockMid;
    const onLeft = ownerDrop(block.owner) < centre;
    for (let r = 0; r < rows; r++) {
      if (bLeft[r] === Number.POSITIVE_INFINITY || left[r] === Number.POSITIVE_INFINITY) continue;
      if (onLeft) dx = Math.min(dx, left[r] - GROUP_GAP - bRight[r]);
      else dx = Math.max(dx, right[r] + GROUP_GAP - bLeft[r]);
    }
    translate(s, groups, dx);
    extend(groups);
  }
  // No re-centring on the start person: the packer's own frame grows only to the right of a change, so an
  // edit leaves everything left of it, and most things right of it, where they were.
}

/** Each person's place among the real children of the family it is drawn under (1 = eldest), 0 for none. */
function birthOrders(s: Structure, index: GraphIndex): Int32Array {
  const orders = scratchI32(index.nodeCount);
  const real = index.persons.length;
  for (let family = 0; family < s.familyCount; family++) {
    let order = 0;
    const from = s.famChildStart[family];
    for (let c = from; c < from + s.famChildCount[family]; c++) {
      const child = s.famChild[c];
      if (child >= real) continue;
      order++;
      if (s.viaFamily[child] === family) orders[child] = order;
    }
  }
  return orders;
}

/** Persons who share blood with the start person: birth ancestors and every birth descendant of them. */
function bloodRelatives(index: GraphIndex, start: number): Uint8Array {
  const real = index.persons.length;
  const { parents, children } = index;
  const ancestor = scratchU8(index.nodeCount);
  const blood = scratchU8(index.nodeCount);
  const up = [start];
  ancestor[start] = 1;
  while (up.length > 0) {
    const node = up.pop()!;
    const from = parents.start[node];
    const end = from + parents.count[node];
    for (let k = from; k < end; k++) {
      const p = parents.to[k];
      if (p < real && !ancestor[p] && parents.kind[k] === BIRTH) {
        ancestor[p] = 1;
        up.push(p);
      }
    }
  }
  const down: number[] = [];
  for (let i = 0; i < real; i++) if (ancestor[i]) {
    blood[i] = 1;
    down.push(i);
  }
  while (down.length > 0) {
    const node = down.pop()!;
    const from = children.start[node];
    const end = from + children.count[node];
    for (let k = from; k < end; k++) {
      const child = children.to[k];
      if (child >= real || blood[child]) continue;
      if (parents.kindAt(child, parents.find(child, node)) !== BIRTH) continue;
      blood[child] = 1;
      down.push(child);
    }
  }
  return blood;
}
