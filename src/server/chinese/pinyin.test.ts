import { describe, expect, it } from 'vitest';
import { givenPinyin, namePinyin, placePinyin, surnamePinyin } from './pinyin';

describe('surnamePinyin', () => {
  it('reads surnames with their surname reading', () => {
    expect(surnamePinyin('单')).toEqual(['shan']);
    expect(surnamePinyin('曾')).toEqual(['zeng']);
    expect(surnamePinyin('区')).toEqual(['ou']);
    expect(surnamePinyin('解')).toEqual(['xie']);
    expect(surnamePinyin('仇')).toEqual(['qiu']);
    expect(surnamePinyin('欧阳')).toEqual(['ou', 'yang']);
    expect(surnamePinyin('尉迟')).toEqual(['yu', 'chi']);
  });

  it('reads traditional surnames and writes ü as v', () => {
    expect(surnamePinyin('黃')).toEqual(['huang']);
    expect(surnamePinyin('區')).toEqual(['ou']);
    expect(surnamePinyin('吕')).toEqual(['lv']);
  });
});

describe('namePinyin', () => {
  it('gives spaced, joined and initials forms, toneless and lower case', () => {
    expect(namePinyin('黄', '永胜')).toEqual({
      spaced: 'huang yongsheng', joined: 'huangyongsheng', initials: 'hys', surname: ['huang'], given: ['yong', 'sheng'],
    });
    expect(namePinyin('单', '田芳').spaced).toBe('shan tianfang');
    expect(namePinyin('曾', '国藩').joined).toBe('zengguofan');
    expect(namePinyin('欧阳', '修').initials).toBe('oyx');
  });

  it('handles a missing part', () => {
    expect(namePinyin('黄', '').spaced).toBe('huang');
    expect(givenPinyin('永 胜')).toEqual(['yong', 'sheng']);
  });
});

describe('placePinyin', () => {
  it('applies the place reading overrides', () => {
    expect(placePinyin('单县')).toEqual(['shan', 'xian']);
    expect(placePinyin('山东省单县')).toEqual(['shan', 'dong', 'sheng', 'shan', 'xian']);
    expect(placePinyin('乐清')).toEqual(['yue', 'qing']);
    expect(placePinyin('广东省大埔县')).toEqual(['guang', 'dong', 'sheng', 'da', 'bu', 'xian']);
  });

  it('keeps tones when asked', () => {
    expect(placePinyin('浙江乐清', { tones: true })).toEqual(['zhè', 'jiāng', 'yuè', 'qīng']);
  });

  it('reads other places with the dictionary', () => {
    expect(placePinyin('台山')).toEqual(['tai', 'shan']);
    expect(placePinyin('重庆')).toEqual(['chong', 'qing']);
  });
});
