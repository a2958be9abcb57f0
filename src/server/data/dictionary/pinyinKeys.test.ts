import { describe, expect, it } from 'vitest';
import { markSyllable, numberedToMarks, pinyinKeys, queryPinyinKey } from './pinyinKeys';

describe('dictionary pinyin keys', () => {
  it('puts the tone mark on the vowel the rules name', () => {
    expect(markSyllable('zu', '3')).toBe('zǔ');
    expect(markSyllable('hao', '3')).toBe('hǎo');
    expect(markSyllable('dou', '1')).toBe('dōu');
    expect(markSyllable('gui', '4')).toBe('guì');
    expect(markSyllable('lu:', '4')).toBe('lǜ');
    expect(markSyllable('ma', '5')).toBe('ma');
    expect(numberedToMarks('Ci2 tang2')).toBe('cí táng');
  });

  it('keys a CEDICT field toned and toneless', () => {
    expect(pinyinKeys('zu2 pu3')).toEqual({ marks: 'zú pǔ', toned: 'zúpǔ', toneless: 'zupu' });
    expect(pinyinKeys('nu:3 er2').toneless).toBe('nuer');
    expect(pinyinKeys('nu:3 er2').toned).toBe('nǚér');
  });

  it('reads a query in any of the spellings a member types', () => {
    expect(queryPinyinKey('zupu')).toEqual({ key: 'zupu', toned: false });
    expect(queryPinyinKey('Zu Pu')).toEqual({ key: 'zupu', toned: false });
    expect(queryPinyinKey('zu2 pu3')).toEqual({ key: 'zúpǔ', toned: true });
    expect(queryPinyinKey('zu2pu3')).toEqual({ key: 'zúpǔ', toned: true });
    expect(queryPinyinKey('zúpǔ')).toEqual({ key: 'zúpǔ', toned: true });
    expect(queryPinyinKey('zu\u0301 pu\u030c')).toEqual({ key: 'zúpǔ', toned: true });
    expect(queryPinyinKey('nv3er2')).toEqual({ key: 'nǚér', toned: true });
    expect(queryPinyinKey('123')).toBeNull();
  });
});
