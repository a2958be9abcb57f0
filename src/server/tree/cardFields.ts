/**
 * A graph person with a card field the drawing adds to the tree as loaded (a picture, a hint count). The
 * cached graph is never changed, so such a person is a copy; the last copy made of each person for a field
 * is handed out again while the value is the same. The layout keeps what it made of each person object
 * (card text, card, hashes, lines: cards.ts), so a new copy at every draw and diff would have every card
 * with a picture or hints built and hashed again: with one person in five carrying hints, 100,000 persons
 * laid out again took 296–311 ms with new copies against 140–187 ms with kept ones (probe, session 35).
 */
import type { GraphPerson } from './graph';

type CardField = 'photo_url' | 'hint_count';

const lastCopies: Record<CardField, WeakMap<GraphPerson, GraphPerson>> = { photo_url: new WeakMap(), hint_count: new WeakMap() };

/** `person` with `field` set to `value`: the copy made last time when it has that value, else a new one. */
export function withCardField<P extends GraphPerson, K extends CardField>(person: P, field: K, value: NonNullable<GraphPerson[K]>): P {
  const copies = lastCopies[field];
  const last = copies.get(person) as P | undefined;
  if (last !== undefined && last[field] === value) return last;
  const copy: P = { ...person, [field]: value };
  copies.set(person, copy);
  return copy;
}
