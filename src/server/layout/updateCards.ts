/**
 * Fast path for edits that change only what a card says (names, photo, death date and place, deceased
 * flag, hint count), not who is related to whom: the previous drawing keeps every position and line, the
 * edited cards are rebuilt and the map_hash is updated per card, so the cost does not grow with the tree.
 * Edits to relations, gender or birth dates (which order siblings) need a full layoutTree.
 */
import type { DiffResponse, DrawResponse } from '../../protocol/draw';
import type { TreeGraph } from '../tree/graph';
import { buildCard } from './cards';
import { samePerson } from './diff';
import { personHash, rehash, type ItemHash } from './hash';
import { sharePlaces, type Positions } from './following';
import type { LayoutOptions } from './layoutTree';

export interface CardUpdate {
  payload: DrawResponse;
  diff: DiffResponse;
}

/**
 * `positions` (object_id to index in previous.persons) spares the walk over every drawn person; the
 * result keeps every person at its index, so the same positions serve the payload it returns.
 */
export function updateCards(
  previous: DrawResponse,
  graph: TreeGraph,
  personIds: string[],
  options: Pick<LayoutOptions, 'preferences' | 'viewer'>,
  positions?: Positions,
): CardUpdate {
  const wanted = new Set(personIds);
  const graphPersons = new Map(graph.persons.filter((p) => wanted.has(p.id)).map((p) => [p.id, p]));
  const persons = previous.persons.slice();
  const removed: ItemHash[] = [];
  const added: ItemHash[] = [];
  const data_update: DrawResponse['persons'] = [];
  let indices: number[] = [];
  let walk = !positions;
  for (const id of positions ? wanted : []) {
    const i = positions!.get(id);
    if (i === undefined) continue;
    // Positions of another payload: do not trust any of them.
    if (persons[i]?.object_id !== id) walk = true;
    indices.push(i);
  }
  if (walk) {
    indices = [];
    for (let i = 0; i < persons.length; i++) if (wanted.has(persons[i].object_id)) indices.push(i);
  }
  indices.sort((a, b) => a - b);
  for (const i of indices) {
    const old = persons[i];
    const source = graphPersons.get(old.object_id);
    if (!source) continue;
    const card = buildCard(source, old.card.hidden_count, options.preferences.tree_show_birth_order ? old.card.birth_order : undefined, options.viewer);
    const next = { ...old, card };
    if (samePerson(old, next)) continue;
    persons[i] = next;
    removed.push(personHash(old));
    added.push(personHash(next));
    data_update.push(next);
  }
  const map_hash = rehash(previous.map_hash, removed, added);
  const payload: DrawResponse = { ...previous, persons, map_hash };
  // Every card is where it was: a layout that follows this payload reads its places as it would the previous one's.
  sharePlaces(previous, payload);
  const diff: DiffResponse = {
    new_persons: [],
    remove_persons: [],
    data_update,
    new_lines: [],
    remove_lines: [],
    tree_width: previous.tree_width,
    tree_height: previous.tree_height,
    tree_margin_x: previous.tree_margin_x,
    has_state: previous.has_state,
    map_hash,
    blood_relatives_ids: [],
    blood_relatives_change: { add: [], remove: [] },
    preferences: previous.preferences,
  };
  return { payload, diff };
}
