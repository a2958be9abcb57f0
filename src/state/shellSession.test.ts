// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLogin, reloadSessionForTests } from './session';
import { currentShellSession } from './shellSession';

beforeEach(() => {
  localStorage.clear();
  reloadSessionForTests();
});

describe('shell view of the session', () => {
  it('a visitor is logged out and onboarded; a login carries its key and tree', () => {
    expect(currentShellSession(() => undefined)).toMatchObject({ isLoggedIn: false, isOnboarded: true, apiKey: null });
    applyLogin({ username: 'mei', key: 'k9', family_tree_id: 't7', _reason: 'login' }, 0);
    expect(currentShellSession(() => undefined)).toMatchObject({ isLoggedIn: true, apiKey: 'k9', activeTreeId: 't7', emailVerified: false });
  });
});
