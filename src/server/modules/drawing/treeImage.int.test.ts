import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { buildFamily, type Family } from '../trees/testFamily';

let t: TestApp;
let f: Family;
beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
});
afterAll(() => t.close());

async function pngOf(res: Response) {
  expect(res.headers.get('content-type')).toBe('image/png');
  return loadImage(Buffer.from(await res.arrayBuffer()));
}

describe('tree images', () => {
  it('draws a PNG of the tree at the asked scale, larger when the scale is larger', async () => {
    const small = await pngOf(await t.request(`/api/people/tree/image/${f.treeId}/?binary=true&scale=0.1`, { token: f.owner.key }));
    const large = await pngOf(await t.request(`/api/people/tree/image/${f.treeId}/?binary=true&scale=0.5`, { token: f.owner.key }));
    expect(small.width).toBeGreaterThan(40);
    expect(large.width).toBeGreaterThan(small.width * 3);
  });

  it('answers JSON with a data URL when binary is not asked', async () => {
    const res = await t.request(`/api/people/tree/image/${f.treeId}/`, { token: f.owner.key });
    const body = await res.json();
    expect(body.image).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(body.scale).toBeCloseTo(0.04);
  });

  it('names bad query values, and hides a private tree from strangers', async () => {
    const bad = await t.request(`/api/people/tree/image/${f.treeId}/?scale=99`, { token: f.owner.key });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.scale).toBeDefined();
    expect((await t.request(`/api/people/tree/image/${f.treeId}/?binary=1`, { token: f.stranger.key })).status).toBe(404);
    expect((await t.request(`/api/people/tree/image-preview/${f.treeId}/tree.png`)).status).toBe(404);
  });

  it('makes a 1200x630 preview', async () => {
    const img = await pngOf(await t.request(`/api/people/tree/image-preview/${f.treeId}/tree.png`, { token: f.viewer.key }));
    expect([img.width, img.height]).toEqual([1200, 630]);
  });

  it('draws a visitor\'s image of a public tree from the redacted layout, never a member\'s stored one', async () => {
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
    try {
      const member = await (await t.request(`/api/v1/familytree/${f.treeId}/draw/`, { method: 'POST', token: f.owner.key, json: {} })).json();
      const asMember = Buffer.from(await (await t.request(`/api/people/tree/image/${f.treeId}/?binary=1&scale=1&map_hash=${member.map_hash}`, { token: f.owner.key })).arrayBuffer());
      const asVisitor = Buffer.from(await (await t.request(`/api/people/tree/image/${f.treeId}/?binary=1&scale=1&map_hash=${member.map_hash}`)).arrayBuffer());
      const visitorDraw = Buffer.from(await (await t.request(`/api/people/tree/image/${f.treeId}/?binary=1&scale=1`)).arrayBuffer());
      expect(asVisitor.equals(visitorDraw)).toBe(true);
      expect(asVisitor.equals(asMember)).toBe(false);
    } finally {
      await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: false } });
    }
  });
});
