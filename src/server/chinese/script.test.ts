import { describe, expect, it } from 'vitest';
import {
  nameToSimplified, nameToTraditional, splitChineseName, surnameToSimplified, surnameToTraditional, toSimplified, toTraditional,
} from './script';

describe('script conversion', () => {
  it('converts ordinary text both ways', () => {
    expect(toTraditional('黄永胜')).toBe('黃永勝');
    expect(toSimplified('黃永勝')).toBe('黄永胜');
    expect(toTraditional('里面', 'tw')).toBe('裡面');
    expect(toTraditional('里面', 'hk')).toBe('裏面');
  });

  it('keeps surnames that character conversion would change', () => {
    expect(toTraditional('余')).toBe('餘'); // why the table exists
    expect(surnameToTraditional('余')).toBe('余');
    expect(surnameToTraditional('于')).toBe('于');
    expect(surnameToTraditional('范')).toBe('范');
    expect(surnameToTraditional('沈')).toBe('沈');
    expect(surnameToTraditional('游')).toBe('游');
    expect(surnameToTraditional('后')).toBe('后');
    expect(surnameToTraditional('钟')).toBe('鍾');
    expect(surnameToTraditional('黄')).toBe('黃');
    expect(surnameToTraditional('欧阳')).toBe('歐陽');
  });

  it('falls back to conversion for surnames outside the table', () => {
    expect(surnameToTraditional('龚')).toBe('龔');
    expect(surnameToSimplified('龔')).toBe('龚');
    expect(surnameToSimplified('鍾')).toBe('钟');
  });

  it('converts full names with the surname by the table', () => {
    expect(nameToTraditional('余光中')).toBe('余光中');
    expect(nameToTraditional('范仲淹')).toBe('范仲淹');
    expect(nameToTraditional('欧阳修')).toBe('歐陽修');
    expect(nameToSimplified('歐陽修')).toBe('欧阳修');
    expect(nameToSimplified('黃永勝')).toBe('黄永胜');
  });

  it('splits compound surnames from the given name', () => {
    expect(splitChineseName('欧阳修')).toEqual({ surname: '欧阳', given: '修' });
    expect(splitChineseName('司徒 雷登')).toEqual({ surname: '司徒', given: '雷登' });
    expect(splitChineseName('黄永胜')).toEqual({ surname: '黄', given: '永胜' });
    expect(splitChineseName('欧阳')).toEqual({ surname: '欧', given: '阳' });
  });
});
