import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../tests/harness/users';
import { LIVING_SECRETS } from '../trees/testFamily';
import { form, libraryTest, testImage, testStores, upload, uploaded, type LibraryTest } from './testLibrary';

describe.each(testStores)('library privacy and permissions on the %s store', (_name, makeStore) => {
  let l: LibraryTest;
  let livingOnly: { object_id: string };
  let mixed: { object_id: string };
  let deadOnly: { object_id: string };
  let untagged: { object_id: string };
  beforeAll(async () => {
    l = await libraryTest(makeStore);
    const tag = (persons: string[], description = '') => ({ tags_data: JSON.stringify({ persons, description }) });
    livingOnly = await uploaded(l, 'jason graduation.jpg', await testImage(), tag([l.f.ids.jason, l.f.ids.cousin], 'Stanford day'));
    mixed = await uploaded(l, 'three generations.jpg', await testImage(), tag([l.f.ids.jason, l.f.ids.grandpa]));
    deadOnly = await uploaded(l, 'grandparents.jpg', await testImage(), tag([l.f.ids.grandpa, l.f.ids.grandma]));
    untagged = await uploaded(l, 'village.jpg', await testImage());
    await l.t.request(`/api/v1/person/${l.f.ids.jason}/profile-picture/`, { method: 'POST', token: l.f.owner.key, json: { asset_id: livingOnly.object_id } });
    await l.t.request(`/api/v1/person/${l.f.ids.grandpa}/profile-picture/`, { method: 'POST', token: l.f.owner.key, json: { asset_id: deadOnly.object_id } });
  });
  afterAll(async () => {
    await l.close();
  });
  const tree = () => `/api/v1/familytree/${l.f.treeId}`;
  const ids = (body: { objects: { object_id: string }[] }) => body.objects.map((o) => o.object_id).sort();

  it('hides a private tree’s library from non-members in every call', async () => {
    const strangerKey = l.f.stranger.key;
    for (const token of [strangerKey, undefined]) {
      for (const path of [
        `${tree()}/library/`,
        `${tree()}/library/search-options/`,
        `/api/v1/asset/${deadOnly.object_id}/`,
        `/api/v1/asset/${deadOnly.object_id}/get-url/`,
        `/api/v1/person/${l.f.ids.grandpa}/photos/`,
      ]) {
        expect([path, (await l.t.request(path, { token })).status]).toEqual([path, 404]);
      }
    }
    expect((await l.t.request(`/api/v1/asset/${deadOnly.object_id}/`, { method: 'PATCH', token: strangerKey, json: { description: 'x' } })).status).toBe(404);
    expect((await l.t.request(`/api/v1/asset/${deadOnly.object_id}/`, { method: 'DELETE', token: strangerKey })).status).toBe(404);
    expect((await l.t.request(`/api/v1/asset/${deadOnly.object_id}/rotate/`, { method: 'POST', token: strangerKey, json: { angle: 90 } })).status).toBe(404);
    expect((await upload(l, strangerKey, 'mine.jpg', await testImage())).status).toBe(404);
    // Nor does another member's tree open an asset of this one.
    const other = await createTestUser(l.t.database.db);
    await l.t.request('/api/v1/familytree/create/', { method: 'POST', token: other.key, json: { name: 'Mine', start_person: { first_names: [{ type: 'given', value: 'O' }], surnames: [], gender: 'm' } } });
    expect((await l.t.request(`/api/v1/asset/${untagged.object_id}/get-url/`, { token: other.key })).status).toBe(404);
    expect((await (await l.t.request('/api/v1/familytree/photos/', { token: other.key })).json()).objects).toEqual([]);
  });

  it('lets a viewer read but not upload, patch, rotate or delete', async () => {
    const key = l.f.viewer.key;
    expect(ids(await (await l.t.request(`${tree()}/library/`, { token: key })).json())).toHaveLength(4);
    expect((await l.t.request(`/api/v1/asset/${untagged.object_id}/get-url/`, { token: key })).status).toBe(200);
    expect((await upload(l, key, 'v.jpg', await testImage())).status).toBe(403);
    expect((await l.t.request(`${tree()}/library/upload-part/`, { method: 'POST', token: key, body: form('file_part', 'b', await testImage(), { file_name: 'v.jpg', part_number: '1', total_size: '10' }) })).status).toBe(403);
    expect((await l.t.request(`/api/v1/asset/${untagged.object_id}/`, { method: 'PATCH', token: key, json: { description: 'x' } })).status).toBe(403);
    expect((await l.t.request(`/api/v1/asset/${untagged.object_id}/rotate/`, { method: 'POST', token: key, json: { angle: 90 } })).status).toBe(403);
    expect((await l.t.request(`/api/v1/asset/${untagged.object_id}/`, { method: 'DELETE', token: key })).status).toBe(403);
    expect((await l.t.request(`/api/v1/asset/${untagged.object_id}/`, { token: key })).status).toBe(200);
  });

  describe('on a public tree', () => {
    beforeAll(async () => {
      await l.t.request(`${tree()}/`, { method: 'PATCH', token: l.f.owner.key, json: { is_public: true } });
    });

    it('shows visitors every asset but those of living persons only, with living tags as Living', async () => {
      for (const token of [l.f.stranger.key, undefined]) {
        const res = await l.t.request(`${tree()}/library/`, { token });
        expect(res.status).toBe(200);
        const body = await res.json();
        expect(ids(body)).toEqual([mixed.object_id, deadOnly.object_id, untagged.object_id].sort());
        expect(body.counts).toMatchObject({ all: 3, image: 3, untagged: 1 });
        const text = JSON.stringify(body);
        for (const secret of LIVING_SECRETS) expect(text).not.toContain(secret);
        const shown = body.objects.find((o: { object_id: string }) => o.object_id === mixed.object_id);
        const names: string[] = shown.tags.persons.map((p: { full_name: string }) => p.full_name);
        expect(names).toHaveLength(2);
        expect(names).toContain('Living');
        expect(names.find((n) => n !== 'Living')).toContain('Tak');
        expect(body.objects.find((o: { object_id: string }) => o.object_id === deadOnly.object_id).profile_picture_of).toEqual([l.f.ids.grandpa]);
      }
      // The members still see all four.
      expect(ids(await (await l.t.request(`${tree()}/library/`, { token: l.f.owner.key })).json())).toHaveLength(4);
    });

    it('does not open a living person’s photo to a visitor who guesses its id', async () => {
      for (const path of [`/api/v1/asset/${livingOnly.object_id}/`, `/api/v1/asset/${livingOnly.object_id}/get-url/`]) {
        expect([path, (await l.t.request(path)).status]).toEqual([path, 404]);
      }
      expect((await l.t.request(`/api/v1/asset/${mixed.object_id}/get-url/`)).status).toBe(200);
      const photos = await (await l.t.request(`/api/v1/person/${l.f.ids.jason}/photos/`)).json();
      expect(photos.objects).toEqual([]);
      // Nor can a visitor find it by a living person's name or filter by them.
      expect((await (await l.t.request(`${tree()}/library/?search=stanford`)).json()).objects).toEqual([]);
      expect((await (await l.t.request(`${tree()}/library/?search=jason`)).json()).objects).toEqual([]);
      expect((await (await l.t.request(`${tree()}/library/?persons=${l.f.ids.jason}`)).json()).objects).toEqual([]);
      const options = await (await l.t.request(`${tree()}/library/search-options/`)).json();
      expect(options.persons.map((p: { object_id: string }) => p.object_id).sort()).toEqual([l.f.ids.grandpa, l.f.ids.grandma].sort());
    });

    it('draws a visitor’s cards without the living persons’ pictures', async () => {
      const cards = async (token?: string) => {
        const payload = await (await l.t.request(`${tree()}/draw/`, { method: 'POST', token, json: {} })).json();
        return new Map<string, string | null>(payload.persons.map((p: { object_id: string; card: { photo_url: string | null } }) => [p.object_id, p.card.photo_url]));
      };
      const member = await cards(l.f.owner.key);
      expect(member.get(l.f.ids.jason)).toBeTruthy();
      expect(member.get(l.f.ids.grandpa)).toBeTruthy();
      const visitor = await cards();
      expect(visitor.get(l.f.ids.jason)).toBeNull();
      expect(visitor.get(l.f.ids.grandpa)).toBeTruthy();
    });
  });
});
