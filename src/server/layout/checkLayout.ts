/**
 * Checks the drawing rules on any draw payload: cards do not overlap, each person is drawn once, couples
 * share a row side by side, a generation shares a row, children sit below their parents, lines are
 * orthogonal and pass through no card but their own persons', and no horizontal run of one family's lines
 * shares a stretch of its y with another family's. Returns one message per broken rule instance.
 */
import type { DrawLine, DrawPerson, DrawResponse } from '../../protocol/draw';
import { lineOverlaps } from './lineConflicts';

export type LayoutRule =
  | 'overlap'
  | 'duplicate'
  | 'couple_row'
  | 'couple_apart'
  | 'generation_row'
  | 'child_below'
  | 'orthogonal'
  | 'line_through_card'
  | 'line_overlap'
  | 'unknown_person';

export interface LayoutViolation {
  rule: LayoutRule;
  message: string;
}

interface Box {
  id: string;
  x: number;
  y: number;
  r: number;
  b: number;
}

/** Cards of one band (same top and height), sorted by x, for fast segment queries. */
interface Band {
  top: number;
  bottom: number;
  boxes: Box[];
  maxWidth: number;
}

const MAX_REPORTED = 50;

export function checkLayout(payload: Pick<DrawResponse, 'persons' | 'lines'>): LayoutViolation[] {
  const out: LayoutViolation[] = [];
  const report = (rule: LayoutRule, message: string) => {
    if (out.length < MAX_REPORTED * 10) out.push({ rule, message });
  };
  const byId = new Map<string, DrawPerson>();
  for (const p of payload.persons) {
    if (byId.has(p.object_id)) report('duplicate', `${p.object_id} is drawn more than once`);
    else byId.set(p.object_id, p);
  }
  checkOverlaps(payload.persons, report);
  checkGenerations(payload.persons, report);
  const bands = buildBands(payload.persons);
  // Persons joined by couple lines form a marriage chain; only its own members may sit inside a couple.
  const chain = new Map<string, string>();
  const root = (id: string): string => {
    let r = id;
    while (chain.has(r) && chain.get(r) !== r) r = chain.get(r)!;
    let x = id;
    while (x !== r) {
      const next = chain.get(x)!;
      chain.set(x, r);
      x = next;
    }
    return r;
  };
  for (const line of payload.lines) {
    if (line.kind !== 'couple') continue;
    for (const id of line.person_ids) if (!chain.has(id)) chain.set(id, id);
    for (let i = 1; i < line.person_ids.length; i++) chain.set(root(line.person_ids[i]), root(line.person_ids[0]));
  }
  for (const line of payload.lines) {
    const persons = line.person_ids.map((id) => byId.get(id));
    if (persons.some((p) => p === undefined)) {
      report('unknown_person', `line ${line.line_id} names a person who is not drawn`);
      continue;
    }
    checkOrthogonal(line, report);
    checkThroughCards(line, bands, report);
    if (line.kind === 'couple') checkCouple(line, persons as DrawPerson[], bands, root, report);
    if (line.kind === 'parent_child') {
      const child = persons[persons.length - 1]!;
      for (const parent of persons.slice(0, -1)) {
        if (child.position.y < parent!.position.y + parent!.position.height) report('child_below', `${child.object_id} is not below parent ${parent!.object_id}`);
      }
    }
  }
  // Two families on one stretch of a horizontal: a reader cannot tell whose children hang from it.
  for (const o of lineOverlaps(payload.lines)) {
    report('line_overlap', `lines ${o.lines[0]} and ${o.lines[1]} of two families share y=${o.y} from x=${o.from} to x=${o.to}`);
  }
  return out;
}

function boxOf(p: DrawPerson): Box {
  const { x, y, width, height } = p.position;
  return { id: p.object_id, x, y, r: x + width, b: y + height };
}

function checkOverlaps(persons: DrawPerson[], report: (rule: LayoutRule, message: string) => void): void {
  // Sweep by x: only cards whose x-ranges overlap are compared.
  const boxes = persons.map(boxOf).sort((a, b) => a.x - b.x);
  const active: Box[] = [];
  for (const box of boxes) {
    let keep = 0;
    for (const other of active) {
      if (other.r > box.x) {
        active[keep++] = other;
        if (other.y < box.b && box.y < other.b && other.id !== box.id) report('overlap', `${other.id} overlaps ${box.id}`);
      }
    }
    active.length = keep;
    active.push(box);
  }
}

function checkGenerations(persons: DrawPerson[], report: (rule: LayoutRule, message: string) => void): void {
  const yOf = new Map<number, number>();
  const genOf = new Map<number, number>();
  for (const p of persons) {
    const y = yOf.get(p.generation);
    if (y === undefined) yOf.set(p.generation, p.position.y);
    else if (y !== p.position.y) report('generation_row', `generation ${p.generation} is on more than one row (${p.object_id})`);
    const g = genOf.get(p.position.y);
    if (g === undefined) genOf.set(p.position.y, p.generation);
    else if (g !== p.generation) report('generation_row', `row y=${p.position.y} mixes generations ${g} and ${p.generation}`);
  }
}

function buildBands(persons: DrawPerson[]): Band[] {
  const map = new Map<string, Band>();
  for (const p of persons) {
    const key = `${p.position.y}:${p.position.height}`;
    let band = map.get(key);
    if (!band) {
      band = { top: p.position.y, bottom: p.position.y + p.position.height, boxes: [], maxWidth: 0 };
      map.set(key, band);
    }
    band.boxes.push(boxOf(p));
    band.maxWidth = Math.max(band.maxWidth, p.position.width);
  }
  const bands = [...map.values()];
  for (const band of bands) band.boxes.sort((a, b) => a.x - b.x);
  return bands;
}

/** Cards of a band whose x-range meets the open interval (x1, x2). */
function* boxesBetween(band: Band, x1: number, x2: number): Generator<Box> {
  let lo = 0;
  let hi = band.boxes.length;
  const from = x1 - band.maxWidth;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (band.boxes[mid].x < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < band.boxes.length && band.boxes[i].x < x2; i++) {
    const box = band.boxes[i];
    if (box.r > x1) yield box;
  }
}

function checkOrthogonal(line: DrawLine, report: (rule: LayoutRule, message: string) => void): void {
  for (let i = 1; i < line.points.length; i++) {
    const [x1, y1] = line.points[i - 1];
    const [x2, y2] = line.points[i];
    if (x1 !== x2 && y1 !== y2) {
      report('orthogonal', `line ${line.line_id} has a diagonal segment`);
      return;
    }
  }
}

function checkThroughCards(line: DrawLine, bands: Band[], report: (rule: LayoutRule, message: string) => void): void {
  const own = new Set(line.person_ids);
  for (let i = 1; i < line.points.length; i++) {
    const [ax, ay] = line.points[i - 1];
    const [bx, by] = line.points[i];
    const x1 = Math.min(ax, bx);
    const x2 = Math.max(ax, bx);
    const y1 = Math.min(ay, by);
    const y2 = Math.max(ay, by);
    for (const band of bands) {
      if (y1 === y2) {
        if (!(band.top < y1 && y1 < band.bottom)) continue;
        for (const box of boxesBetween(band, x1, x2)) {
          if (!own.has(box.id)) return report('line_through_card', `line ${line.line_id} crosses ${box.id}`);
        }
      } else {
        if (!(band.top < y2 && y1 < band.bottom)) continue;
        for (const box of boxesBetween(band, x1 - 1e-9, x1 + 1e-9)) {
          if (box.x < x1 && x1 < box.r && !own.has(box.id)) return report('line_through_card', `line ${line.line_id} crosses ${box.id}`);
        }
      }
    }
  }
}

function checkCouple(line: DrawLine, persons: DrawPerson[], bands: Band[], root: (id: string) => string, report: (rule: LayoutRule, message: string) => void): void {
  const [a, b] = persons;
  if (!a || !b) return;
  if (a.position.y !== b.position.y) {
    report('couple_row', `couple ${a.object_id} and ${b.object_id} are on different rows`);
    return;
  }
  const band = bands.find((x) => x.top === a.position.y && x.bottom === a.position.y + a.position.height);
  if (!band) return;
  const left = Math.min(a.position.x, b.position.x) + a.position.width;
  const right = Math.max(a.position.x, b.position.x);
  // Only the pair's own marriage chain may sit between them (several spouses in marriage order).
  const own = root(a.object_id);
  for (const box of boxesBetween(band, left, right)) {
    if (box.id === a.object_id || box.id === b.object_id) continue;
    if (root(box.id) !== own) {
      report('couple_apart', `couple ${a.object_id} and ${b.object_id} are split by ${box.id}`);
      return;
    }
  }
}
