import { describe, expect, it, vi } from 'vitest';
import type { DrawPerson } from '../../protocol/draw';
import { branchActions, hasFoldedBranch } from './useBranchToggle';

const person = (over: Partial<DrawPerson> = {}, card: Partial<DrawPerson['card']> = {}): DrawPerson => ({
  object_id: 'p1',
  is_start_person: false,
  is_ghost: false,
  generation: 1,
  position: { x: 0, y: 0, width: 160, height: 64 },
  card: {
    full_name: 'Li Wei', names_en: 'Li Wei', names_zh: '李伟', gender: 'm', birth_text: '', death_text: '', is_deceased: false,
    photo_url: null, has_hidden_subtree: false, hidden_count: 0, ...card,
  },
  ...over,
});

describe('branchActions', () => {
  it('offers to show what is hidden under a card with a badge, and sends expand', () => {
    const send = vi.fn();
    const actions = branchActions(person({}, { has_hidden_subtree: true, hidden_count: 4 }), send);
    expect(actions.map((a) => a.label)).toEqual(['Show hidden relatives (4)']);
    actions[0].perform();
    expect(send).toHaveBeenCalledWith('expand', 'p1');
  });

  it('offers to hide the branch of an open card, but not of the start person or a ghost', () => {
    const send = vi.fn();
    const actions = branchActions(person(), send);
    expect(actions.map((a) => a.id)).toEqual(['collapse-branch']);
    actions[0].perform();
    expect(send).toHaveBeenCalledWith('collapse', 'p1');
    expect(branchActions(person({ is_start_person: true }), send)).toEqual([]);
    expect(branchActions(person({ is_ghost: true }), send)).toEqual([]);
    expect(branchActions(undefined, send)).toEqual([]);
  });
});

describe('hasFoldedBranch', () => {
  it('is true only for a real card whose badge hides relatives', () => {
    expect(hasFoldedBranch(person({}, { has_hidden_subtree: true, hidden_count: 3 }))).toBe(true);
    expect(hasFoldedBranch(person())).toBe(false);
    expect(hasFoldedBranch(person({}, { has_hidden_subtree: true, hidden_count: 0 }))).toBe(false);
    expect(hasFoldedBranch(person({ is_ghost: true }, { has_hidden_subtree: true, hidden_count: 3 }))).toBe(false);
    expect(hasFoldedBranch(undefined)).toBe(false);
  });
});
