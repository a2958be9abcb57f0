import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import type { Asset, AssetPatch } from '../../protocol/library';
import { applyPatch, changedFields, optimisticPatch } from './assetPatch';

const base: Asset = {
  object_id: 'a-1',
  family_tree_id: 't-1',
  attachment: '/f/a.png',
  thumbnail_url: '/f/thumbnail.webp',
  url_expires_at: '2026-01-01T00:00:00Z',
  filename: 'scan.png',
  content_type: 'image/png',
  kind: 'image',
  size: 1,
  width: 1,
  height: 1,
  angle: 0,
  tags: { persons: [{ object_id: 'p-1', full_name: 'Wong Ah Sing', names_zh: '黄亚成' }], locations: [{ place_id: null, name: 'Taishan' }] },
  event_date: null,
  location_tag: 'Taishan',
  description: 'Old scan',
  source: 'library',
  profile_picture_of: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** A page's asset state: what set() last stored. */
function holder(start: Asset) {
  let asset = start;
  const seen: Asset[] = [];
  return { current: () => asset, set: (a: Asset) => (seen.push(a), (asset = a)), seen };
}

describe('optimistic asset patch', () => {
  it('shows the change at once and keeps the server values on success', async () => {
    const h = holder(base);
    let shownWhileSending: Asset | null = null;
    const out = await optimisticPatch(h.current, h.set, { description: 'Wedding, 1931' }, async (patch) => {
      shownWhileSending = h.current();
      return { ...base, ...patch, description: 'Wedding, 1931', updated_at: '2026-02-02T00:00:00Z' } as Asset;
    });
    expect(out).toEqual({ ok: true });
    expect(shownWhileSending!.description).toBe('Wedding, 1931');
    expect(h.current().description).toBe('Wedding, 1931');
    expect(h.current().updated_at).toBe('2026-02-02T00:00:00Z');
  });

  it('reverts exactly the changed fields on failure and answers the error; an edit made meanwhile stays', async () => {
    const h = holder(base);
    const patch: AssetPatch = { location_tag: { place_id: 'pl-9', name: 'Kaiping' }, event_date: { year: 1931, month: null, day: null, approximation_years: null, approximation_type: null, text_value: null, cn_date: null } };
    const out = await optimisticPatch(h.current, h.set, patch, async () => {
      expect(h.current().location_tag).toBe('Kaiping');
      expect(h.current().tags.locations).toEqual([{ place_id: 'pl-9', name: 'Kaiping' }]);
      expect(h.current().event_date?.year).toBe(1931);
      // Another edit lands while this one is on its way.
      h.set({ ...h.current(), description: 'Changed meanwhile', tags: { ...h.current().tags, persons: [] } });
      throw new ApiError(400, { error: 'Place is not valid.' });
    });
    expect(out).toEqual({ ok: false, error: 'Place is not valid.' });
    expect(h.current().location_tag).toBe('Taishan');
    expect(h.current().tags.locations).toEqual(base.tags.locations);
    expect(h.current().event_date).toBeNull();
    expect(h.current().description).toBe('Changed meanwhile');
    expect(h.current().tags.persons).toEqual([]);
  });

  it('a person tag patch shows the names it knows, and reverts the persons only', async () => {
    const h = holder(base);
    const mei = { object_id: 'p-2', full_name: 'Lee Mei', names_zh: '李美' };
    const out = await optimisticPatch(h.current, h.set, { persons: ['p-1', 'p-2'] }, async () => {
      expect(h.current().tags.persons).toEqual([base.tags.persons[0], mei]);
      throw new ApiError(0, { error: 'Network error' });
    }, [mei]);
    expect(out.ok).toBe(false);
    expect(h.current().tags).toEqual(base.tags);
  });

  it('changedFields names only what differs, whatever the key order', () => {
    expect(changedFields(base, { description: 'Old scan', filename: ' scan.png ', location_tag: { name: 'Taishan', place_id: null } })).toBeNull();
    expect(changedFields(base, { description: 'New', filename: 'x.png', location_tag: null })).toEqual({ description: 'New', filename: 'x.png', location_tag: null });
    expect(applyPatch(base, { location_tag: null }).location_tag).toBeNull();
  });
});
