// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLogin, reloadSessionForTests, sessionStore } from '../../state/session';
import { createTreeStateStore, memoryStorage } from '../../state/tree';
import { activateTree, deactivateTree } from './activeTree';

beforeEach(() => {
  localStorage.clear();
  reloadSessionForTests();
});

describe('activateTree', () => {
  it('makes an opened tree the member\'s active tree, in the session and the persisted tree state', async () => {
    applyLogin({ username: 'mei', key: 'k1', family_tree_id: 'own', _reason: 'login' }, 0);
    const store = createTreeStateStore(memoryStorage());
    expect(await activateTree('shared-tree', store)).toBe(true);
    expect(sessionStore.getSnapshot().activeTreeId).toBe('shared-tree');
    expect(await store.getActiveTreeId()).toBe('shared-tree');
  });

  it('gives a visitor no active tree', async () => {
    const store = createTreeStateStore(memoryStorage());
    expect(await activateTree('demo', store)).toBe(false);
    expect(sessionStore.getSnapshot().activeTreeId).toBeNull();
    expect(await store.getActiveTreeId()).toBeNull();
  });

  it('forgets a tree that failed to load only when it is the active one', async () => {
    applyLogin({ username: 'mei', key: 'k1', family_tree_id: null, _reason: 'login' }, 0);
    const store = createTreeStateStore(memoryStorage());
    await activateTree('a', store);
    await deactivateTree('b', store);
    expect(sessionStore.getSnapshot().activeTreeId).toBe('a');
    expect(await store.getActiveTreeId()).toBe('a');
    await deactivateTree('a', store);
    expect(sessionStore.getSnapshot().activeTreeId).toBeNull();
    expect(await store.getActiveTreeId()).toBeNull();
  });
});
