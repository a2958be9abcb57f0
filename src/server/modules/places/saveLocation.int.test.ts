import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDetailSchema, placeSavedLocationSchema } from '../../../protocol/places';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { loadTestGazetteer } from './testGazetteer';

describe('place/:id/save-location/: a member marks where a place lies', () => {
  let t: TestApp;
  let mei: TestUser;
  let other: TestUser;
  const save = (id: string, body: unknown, token?: string) => t.request(`/api/v1/place/${id}/save-location/`, { method: 'POST', json: body, token });
  const detail = async (id: string, token?: string) => {
    const res = await t.request(`/api/v1/place/${id}/`, { token });
    expect(res.status).toBe(200);
    return placeDetailSchema.parse(await res.json());
  };
  const fieldsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return Object.keys(((await res.json()) as { fields?: object }).fields ?? {});
  };

  beforeAll(async () => {
    t = await testApp();
    await loadTestGazetteer(t.database.db);
    mei = await createTestUser(t.database.db);
    other = await createTestUser(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  it('saves a point, answers it on the place page to that member only, and moves it when saved again', async () => {
    const res = await save('440783', { location: { lat: 22.3766, lng: 112.5697 } }, mei.key);
    expect(res.status).toBe(201);
    const saved = placeSavedLocationSchema.parse(await res.json());
    expect(saved).toMatchObject({ place_id: '440783', lat: 22.3766, lng: 112.5697 });

    expect((await detail('440783', mei.key)).saved_location).toMatchObject({ lat: 22.3766, lng: 112.5697 });
    expect((await detail('440783', other.key)).saved_location).toBeNull();
    expect((await detail('440783')).saved_location).toBeNull();
    expect((await detail('440781', mei.key)).saved_location).toBeNull();

    // A "lat, lng" text as a map copies it; saving again moves the one mark.
    expect((await save('440783', { location: '22.38, 112.57' }, mei.key)).status).toBe(201);
    expect((await detail('440783', mei.key)).saved_location).toMatchObject({ lat: 22.38, lng: 112.57 });
    const rows = await t.database.db.selectFrom('place_saved_locations').selectAll().where('user_id', '=', mei.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('asks a visitor to log in', async () => {
    expect((await save('440783', { location: { lat: 22.3, lng: 112.5 } })).status).toBe(401);
  });

  it('refuses bad input naming the field, and an unknown place with 404', async () => {
    expect(await fieldsOf(await save('440783', {}, mei.key))).toContain('location');
    expect(await fieldsOf(await save('440783', { location: 'somewhere' }, mei.key))).toContain('location');
    expect(await fieldsOf(await save('440783', { location: { lat: 'north', lng: 112 } }, mei.key))).toContain('location.lat');
    // Swapped numbers put the point outside China.
    expect(await fieldsOf(await save('440783', { location: { lat: 112.57, lng: 22.38 } }, mei.key))).toEqual(expect.arrayContaining(['location.lat', 'location.lng']));
    expect(await fieldsOf(await save('44078', { location: '22.38, 112.57' }, mei.key))).toContain('id');
    const missing = await save('449999', { location: '22.38, 112.57' }, mei.key);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toContain('449999');
  });
});
