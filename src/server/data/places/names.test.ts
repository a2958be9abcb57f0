import { describe, expect, it } from 'vitest';
import { characterKeys, placeSyllables, queryCharacterKeys, queryPinyinKey, stripDivisionSuffix, stripVillageSuffix } from './names';
import { PLACE_READINGS } from './placeReadings';

describe('village suffixes', () => {
  it('strips the committee suffixes, keeping the settlement word apart', () => {
    expect(stripVillageSuffix('永胜村民委员会')).toEqual({ base: '永胜', kind: '村' });
    expect(stripVillageSuffix('永胜村村民委员会')).toEqual({ base: '永胜村', kind: '' });
    expect(stripVillageSuffix('多福巷社区居委会')).toEqual({ base: '多福巷', kind: '社区' });
    expect(stripVillageSuffix('东城社区居民委员会')).toEqual({ base: '东城', kind: '社区' });
    expect(stripVillageSuffix('大村村委会')).toEqual({ base: '大村', kind: '' });
    expect(stripVillageSuffix('南街居委会')).toEqual({ base: '南街', kind: '' });
    expect(stripVillageSuffix('石门委员会')).toEqual({ base: '石门', kind: '' });
  });

  it('leaves a name without a suffix, or one that is all suffix, whole', () => {
    expect(stripVillageSuffix('上川岛')).toEqual({ base: '上川岛', kind: '' });
    expect(stripVillageSuffix('村委会')).toEqual({ base: '村委会', kind: '' });
  });

  it('strips a division suffix only when two characters remain', () => {
    expect(stripDivisionSuffix('台山市').base).toBe('台山');
    expect(stripDivisionSuffix('广西壮族自治区').base).toBe('广西');
    expect(stripDivisionSuffix('东华门街道').base).toBe('东华门');
    expect(stripDivisionSuffix('单县').base).toBe('单县');
  });
});

describe('place readings', () => {
  it('reads place names by the override table, not the everyday reading', () => {
    expect(placeSyllables('单县')).toEqual(['shan', 'xian']);
    expect(placeSyllables('乐清市')).toEqual(['yue', 'qing', 'shi']);
    expect(placeSyllables('蚌埠市')).toEqual(['beng', 'bu', 'shi']);
    expect(placeSyllables('六安市')).toEqual(['lu', 'an', 'shi']);
    expect(placeSyllables('番禺区')).toEqual(['pan', 'yu', 'qu']);
    expect(placeSyllables('台州市')).toEqual(['tai', 'zhou', 'shi']);
  });

  it('keeps the everyday reading of the same characters elsewhere', () => {
    expect(placeSyllables('单位')[0]).toBe('dan');
    expect(placeSyllables('快乐')[1]).toBe('le');
  });

  it('gives every override as toned pinyin, one syllable per character', () => {
    for (const [name, reading] of Object.entries(PLACE_READINGS)) expect(reading.split(' ')).toHaveLength([...name].length);
  });
});

describe('character keys', () => {
  it('keys single characters and adjacent pairs of both scripts', () => {
    expect(characterKeys('台山', '臺山').sort()).toEqual(['台', '台山', '山', '臺', '臺山'].sort());
    expect(queryCharacterKeys('永胜村')).toEqual(['永胜', '胜村']);
    expect(queryCharacterKeys('台')).toEqual(['台']);
  });

  it('folds a pinyin query to letters without tones', () => {
    expect(queryPinyinKey('Tái Shān')).toBe('taishan');
    expect(queryPinyinKey('lv3 liang')).toBe('luliang');
  });
});
