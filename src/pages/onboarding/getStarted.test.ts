import { describe, expect, it } from 'vitest';
import { getStartedTarget } from './getStarted';

const newcomer = { is_onboarded: false, onboarding_step: '', family_tree_id: null, shared_tree_ids: [] as string[] };

describe('get started', () => {
  it('sends a new member to onboarding, resuming a saved step', () => {
    expect(getStartedTarget(newcomer, null)).toBe('/familytree/onboarding/start');
    expect(getStartedTarget({ ...newcomer, onboarding_step: 'father', family_tree_id: 't1' }, 't1')).toBe('/familytree/onboarding/father');
    expect(getStartedTarget({ ...newcomer, onboarding_step: 'cousin' }, null)).toBe('/familytree/onboarding/start');
  });
  it('opens the tree of an onboarded member: the active one, their own, then a shared one', () => {
    const onboarded = { ...newcomer, is_onboarded: true, family_tree_id: 'own', shared_tree_ids: ['shared'] };
    expect(getStartedTarget(onboarded, 'open')).toBe('/familytree/open');
    expect(getStartedTarget(onboarded, null)).toBe('/familytree/own');
    expect(getStartedTarget({ ...onboarded, family_tree_id: null }, null)).toBe('/familytree/shared');
    expect(getStartedTarget({ ...onboarded, family_tree_id: null, shared_tree_ids: [] }, null)).toBe('/familytree/create');
  });
});
