/**
 * Content hash of a drawing (map_hash): sha1 over a canonical text of every person, line and size, so the
 * same drawing always has the same hash whatever object key order produced it.
 */
import { createHash } from 'node:crypto';
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

export function mapHash(payload: Omit<DrawResponse, 'map_hash'>): string {
  const hash = createHash('sha1');
  // Feeding the hash in chunks of many records keeps the number of native calls small.
  let chunk = '';
  for (const p of payload.persons) {
    chunk += personSignature(p) + '\n';
    if (chunk.length > 65_536) {
      hash.update(chunk);
      chunk = '';
    }
  }
  for (const l of payload.lines) {
    chunk += lineSignature(l) + '\n';
    if (chunk.length > 65_536) {
      hash.update(chunk);
      chunk = '';
    }
  }
  hash.update(chunk);
  hash.update(payload.blood_relatives_ids.join(','));
  const prefs = payload.preferences;
  hash.update([payload.tree_width, payload.tree_height, payload.tree_margin_x, payload.has_state ? 1 : 0, prefs.color_code_gender ? 1 : 0, prefs.tree_show_birth_order ? 1 : 0].join(FIELD));
  return hash.digest('hex');
}
