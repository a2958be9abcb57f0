/**
 * Orthogonal connector lines. Cards only ever occupy rows, so lines run horizontally in the gaps between
 * rows and vertically only through a couple's gap, into a card edge, or down lanes left of every card.
 */
import type { DrawLine } from '../../protocol/draw';
import { CARD_HEIGHT, CARD_WIDTH, LANE_GAP, MEMBER_PITCH, ROW_GAP, ROW_PITCH } from './geometry';
import type { GraphIndex } from './graphIndex';
import type { HashSum } from './hash';
import { childKind, dropOffset, type Structure } from './structure';

type Point = [number, number];

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

/**
 * Every line of the drawing, each added to `sum` as it is made; `left` is the smallest x of any point
 * (lanes run left of the cards); `keys` are the sort keys of compareLines per line (first point y and x,
 * last point x and y), taken while each line is at hand.
 */
export function buildLines(index: GraphIndex, s: Structure, minX: number, sum: HashSum): { lines: DrawLine[]; left: number; keys: Float64Array[] } {
  const { ids } = index;
  const lines: DrawLine[] = [];
  const seen = new Set<string>();
  let lane = 0;
  const cardX = (node: number) => s.x[s.groupOf[node]] + s.posOf[node] * MEMBER_PITCH;
  const rowOf = (node: number) => s.groups[s.groupOf[node]].row;
  const top = (row: number) => row * ROW_PITCH;
  const bottom = (row: number) => row * ROW_PITCH + CARD_HEIGHT;
  // Couples and families are unique by construction; only a spouse link can be reached from both sides.
  let left = minX;
  // At most one line per couple, per child of a family and per spouse link.
  let most = s.spouseLinks.length;
  for (const group of s.groups) most += group.couples.length;
  for (const family of s.families) most += family.children.length;
  const firstY = new Float64Array(most);
  const firstX = new Float64Array(most);
  const lastX = new Float64Array(most);
  const lastY = new Float64Array(most);
  const push = (line: DrawLine) => {
    lines.push(line);
    sum.line(line);
    const points = line.points;
    for (let k = 0; k < points.length; k++) if (points[k][0] < left) left = points[k][0];
    const last = points[points.length - 1];
    const at = lines.length - 1;
    firstY[at] = points[0][1];
    firstX[at] = points[0][0];
    lastX[at] = last[0];
    lastY[at] = last[1];
  };
  // Pairs are the common case: ordered with one comparison instead of an array sort (same order as sort()).
  const sortedPair = (x: string, y: string) => (y < x ? `${y}+${x}` : `${x}+${y}`);

  /** From a point just under a row to the top of a card on any other row, down a lane left of all cards. */
  const viaLane = (start: Point, fromRow: number, target: number): Point[] => {
    const laneX = minX - LANE_GAP * (1 + (lane++ % 64));
    const exitY = bottom(fromRow) + ROW_GAP * 0.8;
    const targetRow = rowOf(target);
    const entryY = top(targetRow) - ROW_GAP * 0.9;
    const cx = cardX(target) + CARD_WIDTH / 2;
    return [start, [start[0], exitY], [laneX, exitY], [laneX, entryY], [cx, entryY], [cx, top(targetRow)]];
  };

  for (const group of s.groups) {
    const y = top(group.row) + CARD_HEIGHT / 2;
    for (const [a, b] of group.couples) {
      const na = group.members[a];
      const nb = group.members[b];
      const xa = s.x[group.id] + a * MEMBER_PITCH;
      const xb = s.x[group.id] + b * MEMBER_PITCH;
      let points: Point[];
      if (b === a + 1) points = [[xa + CARD_WIDTH, y], [xb, y]];
      else {
        // Not neighbours: pass under the cards between them, in the gap below the row.
        const under = bottom(group.row) + ROW_GAP * 0.2;
        points = [[xa + CARD_WIDTH / 2, bottom(group.row)], [xa + CARD_WIDTH / 2, under], [xb + CARD_WIDTH / 2, under], [xb + CARD_WIDTH / 2, bottom(group.row)]];
      }
      const pair = sortedPair(ids[na], ids[nb]);
      push({ line_id: `c:${pair}`, kind: 'couple', person_ids: [ids[na], ids[nb]], points, family_id: `f:${pair}` });
    }
  }

  const families = s.families;
  for (let fi = 0; fi < families.length; fi++) {
    const family = families[fi];
    const { group } = family;
    const dropX = s.x[group.id] + dropOffset(family);
    const [a, b] = family.parents;
    const dropY = b === undefined ? bottom(group.row) : b === a + 1 ? top(group.row) + CARD_HEIGHT / 2 : bottom(group.row) + ROW_GAP * 0.2;
    const barY = bottom(group.row) + ROW_GAP / 2;
    const childTop = top(group.row + 1);
    const first = ids[group.members[a]];
    const second = b === undefined ? undefined : ids[group.members[b]];
    const pair = family.parents.length === 2;
    let fid: string;
    let parentKey: string;
    if (family.parents.length > 2) {
      const parentIds = family.parents.map((p) => ids[group.members[p]]);
      fid = `f:${[...parentIds].sort().join('+')}`;
      parentKey = parentIds.join('+');
    } else if (second === undefined) {
      fid = `f:${first}`;
      parentKey = first;
    } else {
      fid = `f:${sortedPair(first, second)}`;
      parentKey = `${first}+${second}`;
    }
    // The id prefixes are shared by every child of the family.
    const childPrefix = `pc:${parentKey}>`;
    const linkPrefix = `l:${parentKey}>`;
    // The lines of one family share the drop point and the bar corner above it (one array each, not one
    // per child: the payload is read-only, and on a large tree that is hundreds of thousands fewer arrays).
    const drop: Point = [dropX, dropY];
    const corner: Point = [dropX, barY];
    for (const child of family.children) {
      if (s.groupOf[child] < 0) continue;
      const own = s.viaFamily[child] === fi;
      const childRow = rowOf(child);
      let points: Point[];
      if (childRow === group.row + 1) {
        const cx = cardX(child) + CARD_WIDTH / 2;
        points = cx === dropX ? [drop, [cx, childTop]] : [drop, corner, [cx, barY], [cx, childTop]];
      } else {
        points = simplify(viaLane(drop, group.row, child));
      }
      const childId = ids[child];
      const line: DrawLine = {
        line_id: (own ? childPrefix : linkPrefix) + childId,
        kind: own ? 'parent_child' : 'link',
        person_ids: pair ? [first, second!, childId] : [first, childId],
        points,
        family_id: fid,
      };
      const relation = childKind(index, family, child);
      if (relation !== 'birth') line.parenthood_kind = relation;
      push(line);
    }
  }

  for (const [a, b] of s.spouseLinks) {
    if (s.groupOf[a] < 0 || s.groupOf[b] < 0) continue;
    const ra = rowOf(a);
    const xa = cardX(a) + CARD_WIDTH / 2;
    let points: Point[];
    if (ra === rowOf(b)) {
      const under = bottom(ra) + ROW_GAP * 0.1;
      const xb = cardX(b) + CARD_WIDTH / 2;
      points = [[xa, bottom(ra)], [xa, under], [xb, under], [xb, bottom(ra)]];
    } else {
      points = viaLane([xa, bottom(ra)], ra, b);
    }
    const pair = sortedPair(ids[a], ids[b]);
    const lineId = `ls:${pair}`;
    if (seen.has(lineId)) continue;
    seen.add(lineId);
    push({ line_id: lineId, kind: 'link', person_ids: [ids[a], ids[b]], points: simplify(points), family_id: `f:${pair}` });
  }
  return { lines, left, keys: [firstY, firstX, lastX, lastY] };
}
