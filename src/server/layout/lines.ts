/**
 * Orthogonal connector lines. Cards only ever occupy rows, so lines run horizontally in the gaps between
 * rows and vertically only through a couple's gap, into a card edge, or down lanes left of every card.
 * Heights in a gap and the order of the lanes come from lanes.ts, so two families never share a stretch of
 * one horizontal and cross as little as they can.
 */
import { pairOf, type DrawLine } from '../../protocol/draw';
import { CARD_HEIGHT, CARD_WIDTH, LANE_GAP, MEMBER_PITCH, ROW_PITCH } from './geometry';
import { KINDS, type GraphIndex } from './graphIndex';
import type { HashSum } from './hash';
import { assignLanes, barOffsets, LINK_BAND, placeRuns, SPOUSE_BAND, UNDER_Y, underOffsets, type Laned, type Run } from './lanes';
import { childKindCode, type Structure } from './structure';
import type { PersonMemo } from './cards';
import { drawnLines, recordChildLine, type DrawnLines } from './drawnRecord';
import type { ByNode } from './following';
import { coupleKey, sameChildPoints, sameCouple, sameParents } from './lineReuse';
import { scratchF64, scratchI32, scratchU8 } from './scratch';

type Point = [number, number];

/**
 * Per line of buildLines: the node whose record keeps it (DrawnLines: the child's own line, or a couple
 * line when `couple` is 1; -1 for none), and its place among the lines of the drawing followed when it is
 * the same line object there (-1 otherwise), so the reading order can be merged from that drawing's
 * (following.ts).
 */
export interface LineOwners {
  node: Int32Array;
  couple: Uint8Array;
  before: Int32Array;
}

/** Removes repeated and collinear middle points so each segment is a real turn. */
function simplify(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && last[0] === p[0] && last[1] === p[1]) continue;
    if (out.length >= 2) {
      const prev = out[out.length - 2];
      if ((prev[0] === last[0] && last[0] === p[0]) || (prev[1] === last[1] && last[1] === p[1])) out.pop();
    }
    out.push(p);
  }
  if (out.length === 1) out.push([out[0][0], out[0][1]]);
  return out;
}

interface FamilyIds {
  fid: string;
  childPrefix: string;
  linkPrefix: string;
}

/** The family id of a family's lines and the id prefixes of its child and link lines, from its parents' ids (`second` undefined for one parent). */
function familyIds(first: string, second: string | undefined): FamilyIds {
  let fid: string;
  let parentKey: string;
  if (second === undefined) {
    fid = `f:${first}`;
    parentKey = first;
  } else {
    fid = `f:${pairOf(first, second)}`;
    parentKey = `${first}+${second}`;
  }
  return { fid, childPrefix: `pc:${parentKey}>`, linkPrefix: `l:${parentKey}>` };
}

/**
 * Every line of the drawing, each added to `sum` as it is made; `left` is the smallest x of any point
 * (lanes run left of the cards); `keys` are the sort keys of compareLines per line (first point y and x,
 * last point x and y), taken while each line is at hand. A child's own line or a couple line unchanged
 * since is that line again: found in the record of the drawing followed (`known`, by node, numbers only),
 * else in what the last drawing made of the person (`memos`, cards.ts). `record` is this drawing's.
 */
export function buildLines(
  index: GraphIndex,
  s: Structure,
  minX: number,
  sum: HashSum,
  memos: readonly (PersonMemo | undefined)[],
  known?: ByNode,
): { lines: DrawLine[]; left: number; keys: Float64Array[]; owners: LineOwners; record: DrawnLines } {
  const { ids } = index;
  const seen = new Set<string>();
  const cardX = (node: number) => s.x[s.groupOf[node]] + s.posOf[node] * MEMBER_PITCH;
  const groupRow = s.row;
  const rowOf = (node: number) => groupRow[s.groupOf[node]];
  const top = (row: number) => row * ROW_PITCH;
  const bottom = (row: number) => row * ROW_PITCH + CARD_HEIGHT;
  // Couples and families are unique by construction; only a spouse link can be reached from both sides.
  let left = minX;
  // At most one line per couple, per child of a family and per spouse link.
  let most = s.spouseLinks.length;
  // Indexed loops here and below: a for-of or an array pattern in these once-per-layout loops makes an
  // iterator result per item, hundreds of thousands per layout for the collector.
  for (let g = 0; g < s.groupCount; g++) most += s.coupleCount[g];
  for (let f = 0; f < s.familyCount; f++) most += s.famChildCount[f];
  // Made at the most lines there can be and cut to those made at the end (grown line by line, its copies
  // were garbage of a megabyte or more).
  const lines: DrawLine[] = new Array(most);
  let count = 0;
  const firstY = scratchF64(most);
  const firstX = scratchF64(most);
  const lastX = scratchF64(most);
  const lastY = scratchF64(most);
  const real = index.persons.length;
  const owners: LineOwners = { node: scratchI32(most, -1), couple: scratchU8(most), before: scratchI32(most, -1) };
  const record = drawnLines(real);
  // The drawing followed: its record and card places, and the earlier node of each node here.
  const was = known?.drawn.lineRecord;
  const wasX = known?.drawn.x;
  const wasY = known?.drawn.y;
  const oldOf = known?.oldOf ?? null;
  /** The earlier node of a real node, -2 for a node new since (never equal to a recorded node or to -1). */
  const earlier = (node: number) => {
    const o = oldOf === null ? node : oldOf[node];
    return o < 0 ? -2 : o;
  };
  const push = (line: DrawLine) => {
    sum.line(line);
    place(line);
  };
  /** Marks the line just pushed as kept in the record by `node` (its child line, or its couple line when `couple`; none for -1). */
  const ownedBy = (node: number, couple: boolean) => {
    if (node < 0) return;
    const at = count - 1;
    owners.node[at] = node;
    owners.couple[at] = couple ? 1 : 0;
    if (couple) {
      record.couple[node] = lines[at];
      record.coupleA[node] = sum.lastA;
      record.coupleB[node] = sum.lastB;
    } else {
      record.child[node] = lines[at];
      record.childA[node] = sum.lastA;
      record.childB[node] = sum.lastB;
    }
  };
  /**
   * A line unchanged since a drawing that hashed it, added by that hash, with its first point, last point and
   * smallest x as the caller checked them (no second walk over its points); `before` is its place in the
   * reading order of the drawing followed, when it was that drawing's line (else -1).
   */
  const pushKnown = (line: DrawLine, node: number, couple: boolean, hashA: number, hashB: number, x0: number, y0: number, x1: number, y1: number, least: number, before: number) => {
    sum.add(hashA, hashB);
    sum.lastA = hashA;
    sum.lastB = hashB;
    lines[count++] = line;
    if (least < left) left = least;
    const at = count - 1;
    ownedBy(node, couple);
    owners.before[at] = before;
    firstY[at] = y0;
    firstX[at] = x0;
    lastX[at] = x1;
    lastY[at] = y1;
  };
  const place = (line: DrawLine) => {
    lines[count++] = line;
    const points = line.points;
    for (let k = 0; k < points.length; k++) if (points[k][0] < left) left = points[k][0];
    const last = points[points.length - 1];
    const at = count - 1;
    firstY[at] = points[0][1];
    firstX[at] = points[0][0];
    lastX[at] = last[0];
    lastY[at] = last[1];
  };
  // Lines whose heights wait for every run of their gap to be known: pushed once placeRuns has set them.
  const runs: Run[] = [];
  const waiting: DrawLine[] = [];

  // Lines down lanes, given their lane once all are known (see assignLanes).
  const laned: Laned[] = [];

  /** From a point just under a row to the top of a card on any other row, down a lane left of all cards. */
  const viaLane = (start: Point, fromRow: number, target: number): Point[] => {
    // Left of every card until assignLanes gives the line its lane.
    const laneX = minX - LANE_GAP;
    const exitY = bottom(fromRow) + LINK_BAND.centre;
    const targetRow = rowOf(target);
    const entryY = bottom(targetRow - 1) + SPOUSE_BAND.centre;
    const cx = cardX(target) + CARD_WIDTH / 2;
    const exitFrom: Point = [start[0], exitY];
    const exitTo: Point = [laneX, exitY];
    const entryFrom: Point = [laneX, entryY];
    const entryTo: Point = [cx, entryY];
    const exit: Run = { gap: fromRow, band: LINK_BAND, lo: laneX, hi: start[0], ends: [exitFrom, exitTo] };
    const entry: Run = { gap: targetRow - 1, band: SPOUSE_BAND, lo: laneX, hi: cx, ends: [entryFrom, entryTo] };
    runs.push(exit, entry);
    laned.push({ from: start[0], to: cx, exit, entry });
    return [start, exitFrom, exitTo, entryFrom, entryTo, [cx, top(targetRow)]];
  };

  // Depths of the lines under couples apart, per group that has more than one (by couple index).
  const unders = new Map<number, Float64Array>();
  const { coupleA, coupleB, member } = s;
  for (let g = 0; g < s.groupCount; g++) {
    const coupleCount = s.coupleCount[g];
    if (coupleCount === 0) continue;
    const from = s.coupleStart[g];
    const members = s.memberStart[g];
    const groupRow = s.row[g];
    const y = top(groupRow) + CARD_HEIGHT / 2;
    const below = bottom(groupRow);
    const depths = coupleCount > 1 ? underOffsets(coupleA, coupleB, from, coupleCount) : null;
    if (depths) unders.set(g, depths);
    for (let ci = 0; ci < coupleCount; ci++) {
      const a = coupleA[from + ci];
      const b = coupleB[from + ci];
      const na = member[members + a];
      const nb = member[members + b];
      const xa = s.x[g] + a * MEMBER_PITCH;
      const xb = s.x[g] + b * MEMBER_PITCH;
      const adjacent = b === a + 1;
      // Not neighbours: pass under the cards between them, in the gap below the row.
      const under = adjacent ? 0 : below + (depths ? depths[ci] : UNDER_Y);
      // A ghost has no memo or record: then the other partner keeps the line.
      const key = member[members + coupleKey(coupleA, coupleB, from, coupleCount, from + ci)];
      const keeper = key < real ? key : key === na ? (nb < real ? nb : -1) : na < real ? na : -1;
      // The keeper's slot in this drawing's record, unless a couple line of the group took it already.
      const slot = keeper >= 0 && record.couple[keeper] === undefined ? keeper : -1;
      if (slot >= 0) {
        record.partnerA[slot] = na;
        record.partnerB[slot] = nb;
        record.under[slot] = under;
      }
      // In the record of the drawing followed, when both partners are persons: the same two, their cards where
      // they were (so on the same row) and the line under them at the same height.
      if (was !== undefined && keeper >= 0 && na < real && nb < real) {
        const o = earlier(keeper);
        const oa = earlier(na);
        const ob = earlier(nb);
        const last = o >= 0 ? was.couple[o] : undefined;
        if (
          last !== undefined && was.partnerA[o] === oa && was.partnerB[o] === ob && was.under[o] === under &&
          wasX![oa] === xa && wasX![ob] === xb && wasY![oa] === top(groupRow)
        ) {
          if (adjacent) pushKnown(last, slot, true, was.coupleA[o], was.coupleB[o], xa + CARD_WIDTH, y, xb, y, xa + CARD_WIDTH, was.coupleAt[o]);
          else pushKnown(last, slot, true, was.coupleA[o], was.coupleB[o], xa + CARD_WIDTH / 2, below, xb + CARD_WIDTH / 2, below, xa + CARD_WIDTH / 2, was.coupleAt[o]);
          continue;
        }
      }
      const memo = keeper >= 0 ? memos[keeper] : undefined;
      const last = memo?.couple;
      if (last !== undefined && sameCouple(last, ids[na], ids[nb], adjacent, xa, xb, y, below, under)) {
        if (adjacent) pushKnown(last, slot, true, memo!.coupleA, memo!.coupleB, xa + CARD_WIDTH, y, xb, y, xa + CARD_WIDTH, -1);
        else pushKnown(last, slot, true, memo!.coupleA, memo!.coupleB, xa + CARD_WIDTH / 2, below, xb + CARD_WIDTH / 2, below, xa + CARD_WIDTH / 2, -1);
        continue;
      }
      const points: Point[] = adjacent
        ? [[xa + CARD_WIDTH, y], [xb, y]]
        : [[xa + CARD_WIDTH / 2, below], [xa + CARD_WIDTH / 2, under], [xb + CARD_WIDTH / 2, under], [xb + CARD_WIDTH / 2, below]];
      const pair = pairOf(ids[na], ids[nb]);
      const line: DrawLine = { line_id: `c:${pair}`, kind: 'couple', person_ids: [ids[na], ids[nb]], points, family_id: `f:${pair}` };
      push(line);
      ownedBy(slot, true);
      if (memo !== undefined) {
        memo.couple = line;
        memo.coupleA = sum.lastA;
        memo.coupleB = sum.lastB;
      }
    }
  }

  const drops = scratchF64(s.familyCount);
  const bars = barOffsets(s, drops, (node) => cardX(node) + CARD_WIDTH / 2);
  for (let fi = 0; fi < s.familyCount; fi++) {
    const group = s.famGroup[fi];
    const groupRow = s.row[group];
    const dropX = drops[fi];
    const a = s.famA[fi];
    const b = s.famB[fi];
    let dropY: number;
    if (b < 0) dropY = bottom(groupRow);
    else if (b === a + 1) dropY = top(groupRow) + CARD_HEIGHT / 2;
    else {
      // From the line under the couple, at the depth that couple's line got.
      const depths = unders.get(group);
      let at = -1;
      if (depths) {
        const from = s.coupleStart[group];
        for (let k = 0; k < s.coupleCount[group] && at < 0; k++) if (coupleA[from + k] === a && coupleB[from + k] === b) at = k;
      }
      dropY = bottom(groupRow) + (at >= 0 ? depths![at] : UNDER_Y);
    }
    const barY = bottom(groupRow) + bars[fi];
    const childTop = top(groupRow + 1);
    const members = s.memberStart[group];
    const nodeA = member[members + a];
    const nodeB = b < 0 ? -1 : member[members + b];
    const first = ids[nodeA];
    const second = b < 0 ? undefined : ids[nodeB];
    const pair = b >= 0;
    // The parents in the record: persons only (a ghost parent's lines are kept by the memo alone).
    const recorded = nodeA < real && nodeB < real;
    const wasA = recorded && was !== undefined ? earlier(nodeA) : -2;
    const wasB = nodeB < 0 ? -1 : recorded && was !== undefined ? earlier(nodeB) : -2;
    // Ids shared by the family's lines, made when a line of the family is made anew (see below).
    let names: FamilyIds | undefined;
    // The lines of one family share the drop point and the bar corner above it (one array each, not one
    // per child: the payload is read-only, and on a large tree that is hundreds of thousands fewer arrays).
    // Made with the family's first line that is made anew.
    let drop: Point | undefined;
    let corner: Point | undefined;
    const childFrom = s.famChildStart[fi];
    const childEnd = childFrom + s.famChildCount[fi];
    for (let c = childFrom; c < childEnd; c++) {
      const child = s.famChild[c];
      if (s.groupOf[child] < 0) continue;
      const own = s.viaFamily[child] === fi;
      const childRow = rowOf(child);
      const code = childKindCode(index, s, fi, child);
      const kind = code === 0 ? undefined : (KINDS[code] as NonNullable<DrawLine['parenthood_kind']>);
      // A child's own line drawn as in the drawing followed, or in the last drawing of that person object,
      // is that line again, with its hash: its id, family and persons follow from the parents and the
      // child, which are compared.
      const direct = own && childRow === groupRow + 1 && child < real;
      const childId = ids[child];
      if (direct) {
        const cx = cardX(child) + CARD_WIDTH / 2;
        if (recorded) recordChildLine(record, child, nodeA, nodeB, code, dropX, dropY, barY);
        // In the record of the drawing followed: the same parents and kind, drop and bar, and the child's
        // card where it was (its centre and top).
        if (was !== undefined && recorded) {
          const o = earlier(child);
          const last = o >= 0 ? was.child[o] : undefined;
          if (
            last !== undefined && was.parentA[o] === wasA && was.parentB[o] === wasB && was.kind[o] === code && was.dropX[o] === dropX &&
            was.dropY[o] === dropY && (cx === dropX || was.barY[o] === barY) && wasX![o] + CARD_WIDTH / 2 === cx && wasY![o] === childTop
          ) {
            pushKnown(last, child, false, was.childA[o], was.childB[o], dropX, dropY, cx, childTop, cx < dropX ? cx : dropX, was.childAt[o]);
            continue;
          }
        }
        const memo = memos[child];
        const last = memo?.line;
        if (last !== undefined && last.parenthood_kind === kind && sameParents(last, first, second, childId) && sameChildPoints(last.points, dropX, dropY, barY, cx, childTop)) {
          pushKnown(last, recorded ? child : -1, false, memo!.lineA, memo!.lineB, dropX, dropY, cx, childTop, cx < dropX ? cx : dropX, -1);
          continue;
        }
      }
      let points: Point[];
      let wait = false;
      drop ??= [dropX, dropY];
      if (childRow === groupRow + 1) {
        const cx = cardX(child) + CARD_WIDTH / 2;
        if (cx === dropX) points = [drop, [cx, childTop]];
        else if (own) points = [drop, (corner ??= [dropX, barY]), [cx, barY], [cx, childTop]];
        else {
          // A child drawn under other parents: its own band above the bars, crossing drops but no child line.
          const linkY = bottom(groupRow) + LINK_BAND.centre;
          const from: Point = [dropX, linkY];
          const to: Point = [cx, linkY];
          runs.push({ gap: groupRow, band: LINK_BAND, lo: Math.min(dropX, cx), hi: Math.max(dropX, cx), ends: [from, to] });
          points = [drop, from, to, [cx, childTop]];
          wait = true;
        }
      } else {
        points = simplify(viaLane(drop, groupRow, child));
        wait = true;
      }
      names ??= familyIds(first, second);
      const line: DrawLine = {
        line_id: (own ? names.childPrefix : names.linkPrefix) + childId,
        kind: own ? 'parent_child' : 'link',
        person_ids: pair ? [first, second!, childId] : [first, childId],
        points,
        family_id: names.fid,
      };
      if (kind !== undefined) line.parenthood_kind = kind;
      if (wait) waiting.push(line);
      else {
        push(line);
        if (direct) {
          // Kept in the record only with persons for parents (see `recorded`), in the memo always.
          if (recorded) ownedBy(child, false);
          const memo = memos[child];
          if (memo !== undefined) {
            memo.line = line;
            memo.lineA = sum.lastA;
            memo.lineB = sum.lastB;
          }
        }
      }
    }
  }

  for (let k = 0; k < s.spouseLinks.length; k++) {
    const a = s.spouseLinks[k][0];
    const b = s.spouseLinks[k][1];
    if (s.groupOf[a] < 0 || s.groupOf[b] < 0) continue;
    const pair = pairOf(ids[a], ids[b]);
    const lineId = `ls:${pair}`;
    if (seen.has(lineId)) continue;
    seen.add(lineId);
    const ra = rowOf(a);
    const xa = cardX(a) + CARD_WIDTH / 2;
    let points: Point[];
    if (ra === rowOf(b)) {
      const under = bottom(ra) + SPOUSE_BAND.centre;
      const xb = cardX(b) + CARD_WIDTH / 2;
      const from: Point = [xa, under];
      const to: Point = [xb, under];
      runs.push({ gap: ra, band: SPOUSE_BAND, lo: Math.min(xa, xb), hi: Math.max(xa, xb), ends: [from, to] });
      points = [[xa, bottom(ra)], from, to, [xb, bottom(ra)]];
    } else {
      points = viaLane([xa, bottom(ra)], ra, b);
    }
    waiting.push({ line_id: lineId, kind: 'link', person_ids: [ids[a], ids[b]], points: simplify(points), family_id: `f:${pair}` });
  }
  assignLanes(laned, minX);
  placeRuns(runs, bottom);
  for (let k = 0; k < waiting.length; k++) push(waiting[k]);
  lines.length = count;
  return { lines, left, keys: [firstY, firstX, lastX, lastY], owners, record };
}

