import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await testApp();
  user = await createTestUser(t.database.db);
});
afterAll(() => t.close());

const me = async (token = user.key) => (await t.request('/api/v1/member/me/', { token })).json();
const patch = (json: unknown, id = user.id, token = user.key) => t.request(`/api/v1/member/${id}/`, { method: 'PATCH', json, token });

describe('names in family trees, per member', () => {
  it('a member who never chose sees both scripts, English first', async () => {
    expect((await me()).name_display).toEqual({ script: 'both', first: 'en' });
  });

  it('PATCH member/:id saves the choice, kept across reads and beside the other tree options', async () => {
    const res = await patch({ name_display: { script: 'zh', first: 'zh' } });
    expect(res.status).toBe(200);
    expect((await res.json()).name_display).toEqual({ script: 'zh', first: 'zh' });
    expect((await me()).name_display).toEqual({ script: 'zh', first: 'zh' });

    // Changing another option leaves the choice alone; changing the choice leaves the others.
    await patch({ color_code_gender: false });
    expect((await me()).name_display).toEqual({ script: 'zh', first: 'zh' });
    await patch({ name_display: { script: 'both', first: 'zh' } });
    expect(await me()).toMatchObject({ color_code_gender: false, name_display: { script: 'both', first: 'zh' } });
    // The username names the member as well as the id.
    const row = await t.database.db.selectFrom('users').select('username').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect((await patch({ name_display: { script: 'en', first: 'en' } }, row.username)).status).toBe(200);
    expect((await me()).name_display).toEqual({ script: 'en', first: 'en' });
  });

  it.each([
    [{ script: 'fr', first: 'en' }, 'name_display.script'],
    [{ script: 'both', first: 'both' }, 'name_display.first'],
    [{ script: 'zh' }, 'name_display.first'],
    [{ script: 'zh', first: 'zh', size: 2 }, 'name_display'],
    ['zh', 'name_display'],
  ])('refuses %j with a 400 naming %s, changing nothing', async (value, field) => {
    const before = await me();
    const res = await patch({ name_display: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string[]> };
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.error).toContain(field);
    expect(await me()).toEqual(before);
  });

  it('only the member changes their own choice, and only when logged in', async () => {
    const other = await createTestUser(t.database.db);
    expect((await patch({ name_display: { script: 'zh', first: 'zh' } }, other.id)).status).toBe(403);
    expect((await t.request(`/api/v1/member/${user.id}/`, { method: 'PATCH', json: { name_display: { script: 'zh', first: 'zh' } } })).status).toBe(401);
    expect((await me(other.key)).name_display).toEqual({ script: 'both', first: 'en' });
  });

  it('is not a profile field: the PATCH on the API root refuses it', async () => {
    const res = await t.request('/api/v1/', { method: 'PATCH', json: { name_display: { script: 'zh', first: 'zh' } }, token: user.key });
    expect(res.status).toBe(400);
  });
});
