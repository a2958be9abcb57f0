import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { form, testImage } from '../library/testLibrary';
import { json } from '../trees/testFamily';

describe('research reports', () => {
  let t: TestApp;
  let staff: TestUser;
  let client: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await testApp();
    staff = await createTestUser(t.database.db, { staff: true });
    client = await createTestUser(t.database.db, { email: 'client@example.com' });
    other = await createTestUser(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const report = {
    username: 'lee-family',
    slug: 'taishan-origins',
    title: 'The Lee family of Taishan',
    sections: [
      { kind: 'summary', title: 'Summary', body: 'We traced the line to 1850.' },
      { kind: 'sources', title: 'Sources', body: 'A clan book page.' },
      { kind: 'recommendations', title: 'Next steps', body: 'Visit the village.' },
    ],
  };

  it('lets staff write a report for a client, gives the client the username, and refuses others', async () => {
    expect((await t.request('/api/v1/research-report/', { method: 'POST', token: client.key, json: report })).status).toBe(403);
    const noClient = await t.request('/api/v1/research-report/', { method: 'POST', token: staff.key, json: report });
    expect(noClient.status).toBe(400);
    expect((await json(noClient)).fields).toHaveProperty('username');
    const res = await t.request('/api/v1/research-report/', { method: 'POST', token: staff.key, json: { ...report, client_email: 'client@example.com' } });
    expect(res.status).toBe(201);
    const saved = await json(res);
    expect(saved.sections.map((s: { kind: string }) => s.kind)).toEqual(['summary', 'sources', 'recommendations']);
    expect((await json(await t.request('/api/v1/member/me/', { token: client.key }))).fws_username).toBe('lee-family');

    const image = await t.request(`/api/v1/research-report/${saved.id}/images/`, { method: 'POST', token: staff.key, body: form('file', 'page.jpg', await testImage(), { section: '1', caption: 'Clan book, page 12' }) });
    expect(image.status).toBe(200);
    const withImage = await json(image);
    expect(withImage.sections[1].images).toHaveLength(1);
    expect(withImage.sections[1].images[0].caption).toBe('Clan book, page 12');
    const bad = await t.request(`/api/v1/research-report/${saved.id}/images/`, { method: 'POST', token: staff.key, body: form('file', 'page.jpg', await testImage(), { section: '9' }) });
    expect(bad.status).toBe(400);

    // The client reads the list (jlt-report-index) and the report; the picture is served.
    const list = await json(await t.request('/api/v1/research-report/?username=lee-family', { token: client.key }));
    expect(list.objects).toMatchObject([{ slug: 'taishan-origins', title: 'The Lee family of Taishan', url: '/report/lee-family/taishan-origins' }]);
    const read = await t.request('/api/v1/research-report/lee-family/taishan-origins/', { token: client.key });
    expect(read.status).toBe(200);
    const body = await json(read);
    expect(body.sections[0].body).toBe('We traced the line to 1850.');
    const picture = await t.request(body.sections[1].images[0].url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/');
    // Others learn nothing; visitors are asked to log in.
    expect((await t.request('/api/v1/research-report/lee-family/taishan-origins/', { token: other.key })).status).toBe(404);
    expect((await t.request('/api/v1/research-report/?username=lee-family', { token: other.key })).status).toBe(404);
    expect((await t.request('/api/v1/research-report/lee-family/taishan-origins/')).status).toBe(401);

    // Staff edit: the text changes, the section's image stays.
    const edited = await t.request(`/api/v1/research-report/${saved.id}/`, { method: 'PUT', token: staff.key, json: { ...report, title: 'The Lee family of Taishan (final)' } });
    expect(edited.status).toBe(200);
    expect((await json(edited)).sections[1].images).toHaveLength(1);
    const clash = await t.request('/api/v1/research-report/', { method: 'POST', token: staff.key, json: report });
    expect(clash.status).toBe(409);
    expect((await t.request(`/api/v1/research-report/${saved.id}/`, { method: 'DELETE', token: staff.key })).status).toBe(204);
    expect((await t.request('/api/v1/research-report/lee-family/taishan-origins/', { token: client.key })).status).toBe(404);
  });
});
