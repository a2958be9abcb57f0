import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createLogger } from '../../logger';
import { createMailer } from '../../mail/mailer';
import { buildFamily, type Family } from '../trees/testFamily';
import { sendHintDigests } from './digest';

let t: TestApp;
let f: Family;
const mailer = () => createMailer(createLogger('silent'));
const digests = () => t.database.db.selectFrom('outbox').select(['subject']).where('to_address', '=', 'owner@example.com').where('subject', 'like', '%record match%').execute();
const setting = (on: boolean) => t.request('/api/v1/member/email-settings/', { method: 'POST', token: f.owner.key, json: { settings: { record_matches: on } } });

beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
  const now = t.clock.now;
  await t.database.db
    .insertInto('hints')
    .values(['R-1', 'R-2'].map((code) => ({ tree_id: f.treeId, person_id: f.ids.grandpa, record_code: code, record_position: 0, collection_id: 'c', source_id: 's', score: 0.9, created_at: now, updated_at: now })))
    .execute();
});
afterAll(async () => t?.close());

describe('the e-mail digest of new hints', () => {
  it('is not sent to a member who turned record matches off in the e-mail settings, and is when they turn them on', async () => {
    expect((await setting(false)).status).toBe(200);
    expect(await sendHintDigests(t.database.db, mailer(), [f.treeId], t.clock.now)).toBe(0);
    expect(await digests()).toEqual([]);
    const on = await setting(true);
    expect((await on.json()).settings.record_matches).toBe(true);
    expect(await sendHintDigests(t.database.db, mailer(), [f.treeId], t.clock.now)).toBe(1);
    expect(await digests()).toEqual([{ subject: '2 new record matches' }]);
  });
});
