/**
 * Card contents for drawn persons, redacted to 'Living' when the viewer may not see living persons.
 */
import type { Card, Gender } from '../../protocol/draw';
import type { GraphPerson } from '../tree/graph';
import { chineseName, dateText, englishName, joinNames } from './cardText';
import type { LayoutViewer } from './layoutTree';

export function buildCard(person: GraphPerson, hidden: number, birthOrder: number | undefined, viewer?: LayoutViewer): Card {
  // Literals with every key in place (no spread of a shared part): one object shape for all cards, built
  // without a generic property copy; the key order is the order the payload has always had.
  if (viewer && !viewer.seeLiving && (viewer.livingIds ? viewer.livingIds.has(person.id) : !person.is_deceased)) {
    return {
      full_name: 'Living', names_en: '', names_zh: '', gender: person.gender, has_hidden_subtree: hidden > 0, hidden_count: hidden,
      birth_text: '', death_text: '', is_deceased: false, photo_url: null, is_private: true,
    };
  }
  const zh = chineseName(person);
  const en = englishName(person);
  const card: Card = {
    full_name: joinNames(zh, en),
    names_en: en,
    names_zh: zh,
    gender: person.gender,
    has_hidden_subtree: hidden > 0,
    hidden_count: hidden,
    birth_text: dateText(person.birth_date),
    death_text: dateText(person.death_date),
    is_deceased: person.is_deceased,
    photo_url: person.photo_url ?? null,
  };
  if (person.hint_count !== undefined) card.hint_count = person.hint_count;
  if (birthOrder !== undefined) card.birth_order = birthOrder;
  return card;
}

/** A placeholder card; the engine labels it from ghost_type. */
export function ghostCard(gender: Gender): Card {
  return { full_name: '', names_en: '', names_zh: '', gender, birth_text: '', death_text: '', is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0 };
}
