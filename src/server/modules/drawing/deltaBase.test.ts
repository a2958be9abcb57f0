import { describe, expect, it } from 'vitest';
import type { DrawPerson, DrawResponse } from '../../../protocol/draw';
import { mergeDiff } from '../../../protocol/mergeDiff';
import { diffLayouts } from '../../layout';
import { diffItems } from './composeDiff';
import { deltaForm, MAX_DELTA_ITEMS, type StoredForm } from './deltaBase';

const person = (i: number, x: number, name = `P${i}`): DrawPerson => ({
  object_id: `p${i}`,
  is_start_person: i === 0,
  is_ghost: false,
  generation: 0,
  position: { x, y: 0, width: 160, height: 80 },
  card: { full_name: name, names_en: name, names_zh: '', gender: 'm', birth_text: '', death_text: '', is_deceased: true, photo_url: null, has_hidden_subtree: false, hidden_count: 0 },
});

const PERSONS = 4 * MAX_DELTA_ITEMS;

/** A layout of PERSONS cards, the first `moved` of them shifted by `shift`, one renamed when asked. */
function layout(hash: string, moved: number, shift: number, renamed = -1): DrawResponse {
  return {
    persons: Array.from({ length: PERSONS }, (_, i) => person(i, i * 200 + (i < moved ? shift : 0), i === renamed ? `Renamed ${hash}` : undefined)),
    lines: [],
    tree_width: PERSONS * 200,
    tree_height: 80,
    tree_margin_x: 0,
    has_state: true,
    map_hash: hash,
    blood_relatives_ids: [],
    preferences: { color_code_gender: true, tree_show_birth_order: false },
  };
}

const whole = (payload: DrawResponse): StoredForm & { payload: DrawResponse } => ({ payload, base: payload.map_hash, whole: payload.map_hash });

describe('deltaForm', () => {
  const w = layout('w', 0, 0);
  const large = layout('large', PERSONS / 2, 7);
  const largeForm = deltaForm(large, { state: whole(w), diff: diffLayouts(w, large) })!;

  it('keeps a small edit of a whole layout as a delta over it', () => {
    const next = layout('small', 0, 0, 5);
    expect(deltaForm(next, { state: whole(w), diff: diffLayouts(w, next) })).toEqual({ base: 'w', whole: 'w', delta: diffLayouts(w, next) });
  });

  it('keeps a structural edit that moves half the cards as one large delta over the whole layout', () => {
    expect(largeForm.base).toBe('w');
    expect(largeForm.whole).toBe('w');
    expect(diffItems(largeForm.delta!)).toBe(PERSONS / 2);
    expect(mergeDiff(w, largeForm.delta!)).toEqual({ ...large, persons: large.persons });
  });

  it('keeps a card edit after a large delta over that layout, and the next card edit composed over the same one', () => {
    const state = { payload: large, ...largeForm };
    const renamed = layout('card1', PERSONS / 2, 7, 9);
    const first = deltaForm(renamed, { state, diff: diffLayouts(large, renamed) })!;
    expect(first).toEqual({ base: 'large', whole: 'w', delta: diffLayouts(large, renamed) });
    const again = layout('card2', PERSONS / 2, 7, 10);
    const second = deltaForm(again, { state: { payload: renamed, ...first }, diff: diffLayouts(renamed, again) })!;
    expect(second.base).toBe('large');
    expect(second.whole).toBe('w');
    expect(mergeDiff(large, second.delta!).persons.find((p) => p.object_id === 'p9')?.card.full_name).toBe('P9');
    expect(mergeDiff(large, second.delta!).persons.find((p) => p.object_id === 'p10')?.card.full_name).toBe('Renamed card2');
  });

  it('keeps a large edit after card edits over the whole layout, composed with the stored delta', () => {
    const card = layout('card', 0, 0, 3);
    const state = { payload: card, base: 'w', whole: 'w', delta: diffLayouts(w, card) };
    const moved = layout('moved', PERSONS / 2, 11, 3);
    const form = deltaForm(moved, { state, diff: diffLayouts(card, moved) })!;
    expect(form.base).toBe('w');
    expect(mergeDiff(w, form.delta!).persons).toEqual(moved.persons);
  });

  it('keeps a large edit on a chain two deep over the whole layout only when that layout is at hand', () => {
    const renamed = layout('card1', PERSONS / 2, 7, 9);
    const state = { payload: renamed, base: 'large', whole: 'w', delta: diffLayouts(large, renamed) };
    const moved = layout('moved', PERSONS / 3, 5, 9);
    const form = deltaForm(moved, { state, diff: diffLayouts(renamed, moved), whole: w })!;
    expect(form.base).toBe('w');
    expect(mergeDiff(w, form.delta!).persons).toEqual(moved.persons);
    expect(deltaForm(moved, { state, diff: diffLayouts(renamed, moved) })).toBeUndefined();
  });

  it('stores whole an edit that moves most cards, or one that leads back to the base', () => {
    const most = layout('most', PERSONS, 13);
    expect(deltaForm(most, { state: whole(w), diff: diffLayouts(w, most) })).toBeUndefined();
    const back = layout('w', 0, 0);
    expect(deltaForm(back, { state: { payload: large, ...largeForm }, diff: diffLayouts(large, back) })).toBeUndefined();
  });
});
