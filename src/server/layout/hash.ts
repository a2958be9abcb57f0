/**
 * Content hash of a drawing (map_hash) over a canonical text of every person, line, blood relative and
 * size, so the same drawing always has the same hash whatever object key order produced it.
 */
import type { DrawLine, DrawPerson, DrawResponse } from '../../protocol/draw';

const FIELD = '\u001f';

/** Canonical text of a drawn person: equal texts mean an identical card at an identical place. */
export function personSignature(p: DrawPerson): string {
  const c = p.card;
  const { x, y, width, height } = p.position;
  const F = FIELD;
  return `${p.object_id}${F}${p.is_start_person ? 1 : 0}${F}${p.is_ghost ? 1 : 0}${F}${p.ghost_type ?? ''}${F}${p.ghost_of ?? ''}${F}${p.generation}${F}${x}${F}${y}${F}${width}${F}${height}${F}${c.full_name}${F}${c.names_en}${F}${c.names_zh}${F}${c.gender}${F}${c.birth_text}${F}${c.death_text}${F}${c.is_deceased ? 1 : 0}${F}${c.photo_url ?? ''}${F}${c.has_hidden_subtree ? 1 : 0}${F}${c.hidden_count}${F}${c.hint_count ?? ''}${F}${c.birth_order ?? ''}${F}${c.is_private === undefined ? '' : c.is_private ? 1 : 0}`;
}

/** Canonical text of a line. */
export function lineSignature(l: DrawLine): string {
  let points = '';
  for (const [x, y] of l.points) points += `${x},${y};`;
  return `${l.line_id}${FIELD}${l.kind}${FIELD}${l.person_ids.join(',')}${FIELD}${l.family_id}${FIELD}${points}${FIELD}${l.parenthood_kind ?? ''}`;
}

/** Two independent 32-bit hashes of a string (FNV-1a with a murmur finaliser, two seeds). */
function hashString(text: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b);
  a ^= a >>> 13;
  b ^= b >>> 15;
  b = Math.imul(b, 0xc2b2ae35);
  b ^= b >>> 16;
  return [a >>> 0, b >>> 0];
}

function headerSignature(payload: Omit<DrawResponse, 'map_hash' | 'persons' | 'lines' | 'blood_relatives_ids'>): string {
  const prefs = payload.preferences;
  return `#${payload.tree_width}${FIELD}${payload.tree_height}${FIELD}${payload.tree_margin_x}${FIELD}${payload.has_state ? 1 : 0}${FIELD}${prefs.color_code_gender ? 1 : 0}${FIELD}${prefs.tree_show_birth_order ? 1 : 0}`;
}

/** The texts whose hashes add up to the map_hash of a payload. */
export function hashParts(payload: Omit<DrawResponse, 'map_hash'>): string[] {
  const parts: string[] = [headerSignature(payload)];
  for (const p of payload.persons) parts.push(personSignature(p));
  for (const l of payload.lines) parts.push(lineSignature(l));
  for (const id of payload.blood_relatives_ids) parts.push(`b${FIELD}${id}`);
  return parts;
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

/**
 * map_hash: the sum, lane by lane modulo 2^32, of a hash of every part. A sum does not depend on order and
 * can be updated in O(1) per changed card (see rehash), so a one-card edit need not rehash the tree.
 */
export function mapHash(payload: Omit<DrawResponse, 'map_hash'>): string {
  let a = 0;
  let b = 0;
  const add = (text: string) => {
    const [x, y] = hashString(text);
    a = (a + x) >>> 0;
    b = (b + y) >>> 0;
  };
  add(headerSignature(payload));
  for (const p of payload.persons) add(personSignature(p));
  for (const l of payload.lines) add(lineSignature(l));
  for (const id of payload.blood_relatives_ids) add(`b${FIELD}${id}`);
  return hex(a) + hex(b);
}

/** The map_hash after replacing the parts `removed` by `added` in a payload that had `previous`. */
export function rehash(previous: string, removed: string[], added: string[]): string {
  let a = Number.parseInt(previous.slice(0, 8), 16);
  let b = Number.parseInt(previous.slice(8, 16), 16);
  for (const text of removed) {
    const [x, y] = hashString(text);
    a = (a - x) >>> 0;
    b = (b - y) >>> 0;
  }
  for (const text of added) {
    const [x, y] = hashString(text);
    a = (a + x) >>> 0;
    b = (b + y) >>> 0;
  }
  return hex(a) + hex(b);
}
