/**
 * Content hash of a drawing (map_hash). Every person, line, blood relative and the sizes get a 64-bit hash
 * of their fields, fed straight from the values (no intermediate strings); map_hash is the lane-wise sum
 * of those hashes modulo 2^32. A sum does not depend on order, so the same drawing always has the same
 * hash, and a one-card edit can update it in O(1) with rehash instead of hashing the tree again.
 */
import type { DrawLine, DrawPerson, DrawResponse } from '../../protocol/draw';

export type ItemHash = [number, number];

const P1 = 0x01000193;
const P2 = 0x5bd1e995;
const scratch = new Float64Array(1);
const words = new Uint32Array(scratch.buffer);
let a = 0;
let b = 0;

function begin(kind: number): void {
  a = Math.imul(0x811c9dc5 ^ kind, P1);
  b = Math.imul(0x9747b28c ^ kind, P2);
}

function word(w: number): void {
  a = Math.imul(a ^ w, P1);
  a = (a << 13) | (a >>> 19);
  b = Math.imul(b ^ w, P2);
  b ^= b >>> 15;
}

function str(text: string): void {
  // Module-level lets live in a context slot; the loop keeps the state in locals and stores it once.
  let ha = a;
  let hb = b;
  // Two UTF-16 units per step: half the multiplications of a unit-by-unit loop.
  const n = text.length;
  const pairs = n & ~1;
  for (let i = 0; i < pairs; i += 2) {
    const w = text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16);
    ha = Math.imul(ha ^ w, P1);
    hb = Math.imul(hb ^ w, P2);
    hb ^= hb >>> 15;
  }
  if (pairs < n) {
    const w = text.charCodeAt(pairs);
    ha = Math.imul(ha ^ w, P1);
    ha = (ha << 13) | (ha >>> 19);
    hb = Math.imul(hb ^ w, P2);
    hb ^= hb >>> 15;
  }
  // The length ends the field, so ("ab","c") and ("a","bc") differ.
  const w = n ^ 0x9e3779b9;
  ha = Math.imul(ha ^ w, P1);
  a = (ha << 13) | (ha >>> 19);
  hb = Math.imul(hb ^ w, P2);
  b = hb ^ (hb >>> 15);
}

function num(value: number): void {
  // -0 + 0 is 0: JSON writes -0 as 0, so a hash recomputed from a received payload must see them alike.
  scratch[0] = value + 0;
  let w = words[0];
  let ha = Math.imul(a ^ w, P1);
  ha = (ha << 13) | (ha >>> 19);
  let hb = Math.imul(b ^ w, P2);
  hb ^= hb >>> 15;
  w = words[1];
  ha = Math.imul(ha ^ w, P1);
  a = (ha << 13) | (ha >>> 19);
  hb = Math.imul(hb ^ w, P2);
  b = hb ^ (hb >>> 15);
}

function optional(value: string | number | boolean | null | undefined): void {
  if (value === undefined) word(0x75);
  else if (value === null) word(0x6e);
  else if (typeof value === 'string') str(value);
  else num(Number(value));
}

function finalA(): number {
  let x = a ^ (a >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  return (x ^ (x >>> 13)) >>> 0;
}

function finalB(): number {
  let x = b ^ (b >>> 16);
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

function end(): ItemHash {
  return [finalA(), finalB()];
}

/** Hash of everything a drawn person carries: equal hashes mean the same card at the same place. */
export function personHash(p: DrawPerson): ItemHash {
  personState(p);
  return end();
}

function personState(p: DrawPerson): void {
  const c = p.card;
  begin(1);
  str(p.object_id);
  num((p.is_start_person ? 1 : 0) | (p.is_ghost ? 2 : 0) | (c.is_deceased ? 4 : 0) | (c.has_hidden_subtree ? 8 : 0));
  optional(p.ghost_type);
  optional(p.ghost_of);
  num(p.generation);
  num(p.position.x);
  num(p.position.y);
  num(p.position.width);
  num(p.position.height);
  str(c.full_name);
  str(c.names_en);
  str(c.names_zh);
  str(c.gender);
  str(c.birth_text);
  str(c.death_text);
  optional(c.photo_url);
  num(c.hidden_count);
  optional(c.hint_count);
  optional(c.birth_order);
  optional(c.is_private);
}

export function lineHash(l: DrawLine): ItemHash {
  lineState(l);
  return end();
}

function lineState(l: DrawLine): void {
  begin(2);
  str(l.line_id);
  str(l.kind);
  num(l.person_ids.length);
  for (const id of l.person_ids) str(id);
  str(l.family_id);
  optional(l.parenthood_kind);
  num(l.points.length);
  for (const [x, y] of l.points) {
    num(x);
    num(y);
  }
}

function headerState(payload: Omit<DrawResponse, 'map_hash' | 'persons' | 'lines' | 'blood_relatives_ids'>): void {
  const prefs = payload.preferences;
  begin(3);
  num(payload.tree_width);
  num(payload.tree_height);
  num(payload.tree_margin_x);
  num((payload.has_state ? 1 : 0) | (prefs.color_code_gender ? 2 : 0) | (prefs.tree_show_birth_order ? 4 : 0));
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

/**
 * A map_hash summed item by item. The layout adds each person and line right after making it, while its
 * fields are still in the processor cache: walking 200,000 finished objects again costs more in cache
 * misses than the hashing itself. The sum does not depend on order, so the result equals mapHash.
 */
export class HashSum {
  private sa = 0;
  private sb = 0;
  /** The hash of the item added last, to add it again later with `add` instead of hashing it again. */
  lastA = 0;
  lastB = 0;

  private take(): void {
    this.lastA = finalA();
    this.lastB = finalB();
    this.sa = (this.sa + this.lastA) >>> 0;
    this.sb = (this.sb + this.lastB) >>> 0;
  }

  /** Adds an item by a hash taken before (lastA, lastB), for an item unchanged since. */
  add(itemA: number, itemB: number): void {
    this.sa = (this.sa + itemA) >>> 0;
    this.sb = (this.sb + itemB) >>> 0;
  }

  person(p: DrawPerson): void {
    personState(p);
    this.take();
  }

  line(l: DrawLine): void {
    lineState(l);
    this.take();
  }

  bloodRelative(id: string): void {
    begin(4);
    str(id);
    this.take();
  }

  header(payload: Omit<DrawResponse, 'map_hash' | 'persons' | 'lines' | 'blood_relatives_ids'>): void {
    headerState(payload);
    this.take();
  }

  digest(): string {
    return hex(this.sa) + hex(this.sb);
  }
}

export function mapHash(payload: Omit<DrawResponse, 'map_hash'>): string {
  const sum = new HashSum();
  sum.header(payload);
  for (const p of payload.persons) sum.person(p);
  for (const l of payload.lines) sum.line(l);
  for (const id of payload.blood_relatives_ids) sum.bloodRelative(id);
  return sum.digest();
}

/** The map_hash after items hashing to `removed` were replaced by items hashing to `added`. */
export function rehash(previous: string, removed: ItemHash[], added: ItemHash[]): string {
  let sa = Number.parseInt(previous.slice(0, 8), 16);
  let sb = Number.parseInt(previous.slice(8, 16), 16);
  for (const [x, y] of removed) {
    sa = (sa - x) >>> 0;
    sb = (sb - y) >>> 0;
  }
  for (const [x, y] of added) {
    sa = (sa + x) >>> 0;
    sb = (sb + y) >>> 0;
  }
  return hex(sa) + hex(sb);
}
