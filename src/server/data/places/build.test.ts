import { describe, expect, it } from 'vitest';
import { placeBatches, placeRow } from './build';

describe('gazetteer rows', () => {
  it('shows a village whole, searches it without its suffix, and keys its name with the settlement word', () => {
    const row = placeRow({ code: '440781100201', name: '永胜村民委员会', streetCode: '440781100', areaCode: '440781', cityCode: '4407', provinceCode: '44' }, 5, new Set(['44', '4407', '440781', '440781100']));
    expect(row).toMatchObject({ name: '永胜村民委员会', search_name: '永胜', parent_code: '440781100', path: '44.4407.440781.440781100.440781100201', pinyin_base: 'yongsheng', pinyin_initials: 'ys' });
    expect(row.name_keys.sort()).toEqual(['勝', '勝村', '村', '永', '永勝', '永胜', '胜', '胜村'].sort());
  });

  it('leaves an ancestor the lists do not hold out of the path', () => {
    // Dongguan has no counties: its towns name 441900 as their county.
    const row = placeRow({ code: '441900003', name: '东城街道', areaCode: '441900', cityCode: '4419', provinceCode: '44' }, 4, new Set(['44', '4419']));
    expect(row).toMatchObject({ parent_code: '4419', path: '44.4419.441900003', search_name: '东城', name_traditional: '東城街道', pinyin: 'dong cheng jie dao' });
  });

  it('builds parents before children, in batches of the size asked', () => {
    const batches = [...placeBatches([[{ code: '44', name: '广东省' }], [{ code: '4407', name: '江门市', provinceCode: '44' }], [{ code: '440781', name: '台山市', cityCode: '4407', provinceCode: '44' }]], 2)];
    expect(batches.map((b) => b.map((r) => r.path))).toEqual([['44', '44.4407'], ['44.4407.440781']]);
  });
});
