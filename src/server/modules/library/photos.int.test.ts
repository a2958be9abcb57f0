import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, libraryTest, testImage, testStores, uploaded, type LibraryTest } from './testLibrary';

describe.each(testStores)('person photos and profile pictures on the %s store', (_name, makeStore) => {
  let l: LibraryTest;
  beforeAll(async () => {
    l = await libraryTest(makeStore);
  });
  afterAll(async () => {
    await l.close();
  });
  const person = async (id: string) => (await l.t.request(`/api/v1/person/${id}/`, { token: l.f.owner.key })).json();
  const setPicture = (personId: string, json: unknown, token = l.f.owner.key) =>
    l.t.request(`/api/v1/person/${personId}/profile-picture/`, { method: 'POST', token, json });
  const draw = async () => (await l.t.request(`/api/v1/familytree/${l.f.treeId}/draw/`, { method: 'POST', token: l.f.owner.key, json: {} })).json();
  const cardOf = (payload: { persons: { object_id: string; card: { photo_url: string | null } }[] }, id: string) => payload.persons.find((p) => p.object_id === id)?.card;

  it('lists a person’s photos and files newest first and adds one tagged with them', async () => {
    const older = await uploaded(l, 'old.jpg', await testImage(), { tags_data: JSON.stringify({ persons: [l.f.ids.father] }) });
    l.t.clock.advance(60_000);
    const res = await l.t.request(`/api/v1/person/${l.f.ids.father}/photos/`, { method: 'POST', token: l.f.editor.key, body: form('attachment', 'new.png', await testImage(12, 12, 'png')) });
    expect(res.status).toBe(201);
    const added = await res.json();
    expect(added.source).toBe('person');
    expect(added.tags.persons.map((p: { object_id: string }) => p.object_id)).toEqual([l.f.ids.father]);
    await uploaded(l, 'someone else.jpg', await testImage());
    const list = await (await l.t.request(`/api/v1/person/${l.f.ids.father}/photos/`, { token: l.f.viewer.key })).json();
    expect(list.objects.map((o: { object_id: string }) => o.object_id)).toEqual([added.object_id, older.object_id]);
    expect(list.meta).toEqual({ limit: 40, offset: 0, total_count: 2 });
    const viewerAdd = await l.t.request(`/api/v1/person/${l.f.ids.father}/photos/`, { method: 'POST', token: l.f.viewer.key, body: form('attachment', 'v.png', await testImage(12, 12, 'png')) });
    expect(viewerAdd.status).toBe(403);
  });

  it('sets a profile picture from the library, shows it on the card, and clears it when the asset is deleted', async () => {
    const photo = await uploaded(l, 'portrait.jpg', await testImage(50, 80));
    const set = await setPicture(l.f.ids.grandpa, { asset_id: photo.object_id });
    expect(set.status).toBe(200);
    const answer = await set.json();
    expect(answer.profile_picture).toBe(photo.object_id);
    expect(answer.photo_url).toMatch(/\/thumbnail\.webp\?width=160$/);
    expect((await person(l.f.ids.grandpa)).profile_picture).toBe(photo.object_id);
    expect((await (await l.t.request(`/api/v1/asset/${photo.object_id}/`, { token: l.f.owner.key })).json()).profile_picture_of).toEqual([l.f.ids.grandpa]);
    const drawn = await draw();
    expect(cardOf(drawn, l.f.ids.grandpa)?.photo_url).toBe(answer.photo_url);
    expect(cardOf(drawn, l.f.ids.grandma)?.photo_url).toBeNull();

    // Rotating the picture changes the card's URL, through a diff.
    await l.t.request(`/api/v1/asset/${photo.object_id}/rotate/`, { method: 'POST', token: l.f.owner.key, json: { angle: 90 } });
    const diff = await (await l.t.request(`/api/v1/familytree/${l.f.treeId}/diff/`, { method: 'POST', token: l.f.owner.key, json: { map_hash: drawn.map_hash } })).json();
    const changed = [...(diff.data_update ?? []), ...(diff.new_persons ?? [])].find((p: { object_id: string }) => p.object_id === l.f.ids.grandpa);
    expect(changed?.card?.photo_url).toBeTruthy();
    expect(changed.card.photo_url).not.toBe(answer.photo_url);

    expect((await l.t.request(`/api/v1/asset/${photo.object_id}/`, { method: 'DELETE', token: l.f.owner.key })).status).toBe(200);
    expect((await person(l.f.ids.grandpa)).profile_picture).toBeNull();
    expect(cardOf(await draw(), l.f.ids.grandpa)?.photo_url).toBeNull();
  });

  it('uploads a profile picture as a file, and clears it with null', async () => {
    const res = await l.t.request(`/api/v1/person/${l.f.ids.grandma}/profile-picture/`, { method: 'POST', token: l.f.owner.key, body: form('attachment', 'grandma.jpg', await testImage(30, 30)) });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.asset).toMatchObject({ source: 'profile-picture', profile_picture_of: [l.f.ids.grandma] });
    expect(answer.asset.tags.persons.map((p: { object_id: string }) => p.object_id)).toEqual([l.f.ids.grandma]);
    const cleared = await (await setPicture(l.f.ids.grandma, { asset_id: null })).json();
    expect(cleared).toEqual({ profile_picture: null, photo_url: null, asset: null });
    expect((await person(l.f.ids.grandma)).profile_picture).toBeNull();
  });

  it('takes only an image of the same tree as a profile picture', async () => {
    const audio = await uploaded(l, 'voice.mp3', new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 1]));
    const bad = await setPicture(l.f.ids.father, { asset_id: audio.object_id });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.asset_id).toBeDefined();
    const other = await (await l.t.request('/api/v1/familytree/create/', { method: 'POST', token: l.f.owner.key, json: { name: 'Elsewhere', start_person: { first_names: [{ type: 'given', value: 'E' }], surnames: [], gender: 'f' } } })).json();
    const foreign = await l.t.request(`/api/v1/familytree/${other.id}/library/upload/`, { method: 'POST', token: l.f.owner.key, body: form('attachment', 'e.jpg', await testImage()) });
    const foreignId = (await foreign.json()).object_id;
    const cross = await setPicture(l.f.ids.father, { asset_id: foreignId });
    expect(cross.status).toBe(400);
    expect((await cross.json()).fields.asset_id).toBeDefined();
    // PATCH person/{id}/ holds to the same rule (any id used to be taken).
    for (const id of [foreignId, audio.object_id, '00000000-0000-4000-8000-000000000000']) {
      const patch = await l.t.request(`/api/v1/person/${l.f.ids.father}/`, { method: 'PATCH', token: l.f.owner.key, json: { profile_picture: id } });
      expect(patch.status).toBe(400);
      expect((await patch.json()).fields.profile_picture).toBeDefined();
    }
    const image = await uploaded(l, 'father.jpg', await testImage());
    const ok = await l.t.request(`/api/v1/person/${l.f.ids.father}/`, { method: 'PATCH', token: l.f.owner.key, json: { profile_picture: image.object_id } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).profile_picture).toBe(image.object_id);
    expect((await setPicture(l.f.ids.father, { asset_id: image.object_id }, l.f.viewer.key)).status).toBe(403);
  });

  it('answers familytree/photos/ with the images of every tree of the member, newest first', async () => {
    const res = await l.t.request('/api/v1/familytree/photos/?limit=3', { token: l.f.owner.key });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.objects).toHaveLength(3);
    expect(body.objects.every((o: { kind: string }) => o.kind === 'image')).toBe(true);
    const times = body.objects.map((o: { created_at: string }) => o.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // The other tree's image is among the owner's photos, not the viewer's.
    const owner = await (await l.t.request('/api/v1/familytree/photos/?limit=200', { token: l.f.owner.key })).json();
    const viewer = await (await l.t.request('/api/v1/familytree/photos/?limit=200', { token: l.f.viewer.key })).json();
    expect(owner.meta.total_count).toBe(viewer.meta.total_count + 1);
    expect((await l.t.request('/api/v1/familytree/photos/')).status).toBe(401);
  });
});
