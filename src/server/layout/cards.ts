/**
 * Card contents for drawn persons, redacted to 'Living' when the viewer may not see living persons.
 */
import type { Card, DrawLine, DrawPerson, Gender } from '../../protocol/draw';
import type { GraphPerson } from '../tree/graph';
import { chineseName, dateText, englishName, joinNames } from './cardText';
import type { LayoutViewer } from './layoutTree';

/** The text of one person's card, with the fields it was computed from, and what was last drawn of the person. */
export interface PersonMemo {
  /** The person object this memo is of. */
  person: GraphPerson;
  first_names: GraphPerson['first_names'];
  surnames: GraphPerson['surnames'];
  birth_date: GraphPerson['birth_date'];
  death_date: GraphPerson['death_date'];
  zh: string;
  en: string;
  full: string;
  birth: string;
  death: string;
  /** The card last built for this person, handed out again while nothing on it changed. */
  card?: Card;
  /** The person as last drawn, with its item hash (layoutTree hands both out again while it is the same). */
  drawn?: DrawPerson;
  hashA: number;
  hashB: number;
  /** The line to this person from the parents they are drawn under, as last drawn, with its item hash. */
  line?: DrawLine;
  lineA: number;
  lineB: number;
  /** A couple line this person is the key of (lines.ts coupleKey), as last drawn, with its item hash. */
  couple?: DrawLine;
  coupleA: number;
  coupleB: number;
  /** The item hash of the person's id as a blood relative (blood_relatives_ids), once made (`bloodKnown`). */
  bloodKnown: boolean;
  bloodA: number;
  bloodB: number;
}

/**
 * What the layout last made of each person object: card text, card, the drawn person, the line to it
 * from its parents and a couple line (layoutTree.ts and lines.ts hand the last three out again where they
 * are unchanged).
 * Card text per person object. A relayout after an edit gets most person objects of the previous graph
 * back (the tree is refreshed, not read again), so their names and dates are not built again, and the
 * strings of both drawings are the same objects, which the diff compares by reference. A person whose
 * names or dates were replaced gets new text; graph persons are treated as immutable otherwise.
 * The last card built is handed out again while every field on it would be the same, so drawings share
 * card objects (a payload is read-only) and the diff finds an unchanged card by reference.
 */
const memos = new WeakMap<GraphPerson, PersonMemo>();

export function personMemo(person: GraphPerson): PersonMemo {
  const known = memos.get(person);
  if (known !== undefined && sameText(known, person)) return known;
  const zh = chineseName(person);
  const en = englishName(person);
  const text: PersonMemo = {
    person,
    first_names: person.first_names,
    surnames: person.surnames,
    birth_date: person.birth_date,
    death_date: person.death_date,
    zh,
    en,
    full: joinNames(zh, en),
    birth: dateText(person.birth_date),
    death: dateText(person.death_date),
    // Every field in place from the start, so all memos share one shape whatever was drawn of each: the
    // layout's loads of card, drawn, line and couple then stay monomorphic.
    card: undefined,
    drawn: undefined,
    hashA: 0,
    hashB: 0,
    line: undefined,
    lineA: 0,
    lineB: 0,
    couple: undefined,
    coupleA: 0,
    coupleB: 0,
    bloodKnown: false,
    bloodA: 0,
    bloodB: 0,
  };
  memos.set(person, text);
  return text;
}

/** Whether a memo's text was made from the names and dates the person has. */
export function sameText(memo: PersonMemo, person: GraphPerson): boolean {
  return memo.first_names === person.first_names && memo.surnames === person.surnames && memo.birth_date === person.birth_date && memo.death_date === person.death_date;
}

export function buildCard(person: GraphPerson, hidden: number, birthOrder: number | undefined, viewer?: LayoutViewer, known?: PersonMemo): Card {
  // Literals with every key in place (no spread of a shared part): one object shape for all cards, built
  // without a generic property copy; the key order is the order the payload has always had.
  if (viewer && !viewer.seeLiving && (viewer.livingIds ? viewer.livingIds.has(person.id) : !person.is_deceased)) {
    return {
      full_name: 'Living', names_en: '', names_zh: '', gender: person.gender, has_hidden_subtree: hidden > 0, hidden_count: hidden,
      birth_text: '', death_text: '', is_deceased: false, photo_url: null, is_private: true,
    };
  }
  const text = known ?? personMemo(person);
  const last = text.card;
  const photo = person.photo_url ?? null;
  if (
    last !== undefined && last.hidden_count === hidden && last.birth_order === birthOrder && last.gender === person.gender &&
    last.is_deceased === person.is_deceased && last.photo_url === photo && last.hint_count === person.hint_count
  ) return last;
  const card: Card = {
    full_name: text.full,
    names_en: text.en,
    names_zh: text.zh,
    gender: person.gender,
    has_hidden_subtree: hidden > 0,
    hidden_count: hidden,
    birth_text: text.birth,
    death_text: text.death,
    is_deceased: person.is_deceased,
    photo_url: photo,
  };
  if (person.hint_count !== undefined) card.hint_count = person.hint_count;
  if (birthOrder !== undefined) card.birth_order = birthOrder;
  text.card = card;
  return card;
}

/** A placeholder card; the engine labels it from ghost_type. */
export function ghostCard(gender: Gender): Card {
  return { full_name: '', names_en: '', names_zh: '', gender, birth_text: '', death_text: '', is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0 };
}
