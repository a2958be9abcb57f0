import { describe, expect, it } from 'vitest';
import { romanisationsOf, surnamesForRomanisation } from './romanisation';
import { parseSurnameRows, SPELLING_COLUMNS } from './surnameRows';
import { findSurname, SURNAMES } from './surnameTable';

const zh = (list: { simplified: string }[]) => list.map((s) => s.simplified);

describe('surname table', () => {
  it('tells a customary spelling from a reading-based one by its mark', () => {
    const [row] = parseSurnameRows('顾|顧|gu|||koh*|kou*|koo*|\n');
    expect(row!.curated.hokkien).toEqual([]);
    expect(row!.readings).toMatchObject({ hokkien: ['koh'], teochew: ['kou'], hakka: ['koo'], cantonese: [] });
    const [mixed] = parseSurnameRows('林|林|lin|lam|lum|lim liem|lim|lim lam*');
    expect(mixed!.curated.hakka).toEqual(['lim']);
    expect(mixed!.readings.hakka).toEqual(['lam']);
  });

  it('keeps one kind of spelling per cell', () => {
    for (const row of parseSurnameRows())
      for (const c of SPELLING_COLUMNS) expect(row.curated[c].length === 0 || row.readings[c].length === 0, `${row.simplified} ${c}`).toBe(true);
  });

  it('gives the customary spellings of the common surnames per dialect', () => {
    expect(findSurname('林')!.spellings.hokkien[0]).toBe('lim');
    expect(findSurname('黄')!.spellings.hokkien).toContain('ng');
    expect(findSurname('张')!.spellings.hakka[0]).toBe('chong');
    expect(findSurname('陈')!.spellings.teochew[0]).toBe('tan');
    expect(findSurname('蔡')!.spellings.hokkien[0]).toBe('chua');
    expect(findSurname('许')!.spellings.hokkien).toEqual(expect.arrayContaining(['khoo', 'koh']));
    // The 30 most common surnames have a customary spelling in each of the southern dialects.
    for (const s of SURNAMES.slice(0, 30)) for (const c of ['hokkien', 'teochew', 'hakka'] as const) expect(s.spellings[c].length, `${s.simplified} ${c}`).toBeGreaterThan(0);
  });

  it('spells rare surnames by their reading, apart from the customary spellings', () => {
    const cui = findSurname('崔')!;
    expect(cui.spellings.hokkien).toEqual([]);
    expect(cui.readings).toMatchObject({ hokkien: ['chui'], teochew: ['chui'], hakka: ['chui'] });
    expect(findSurname('熊')!.readings.hakka).toEqual(['hiung']);
    expect(findSurname('武')!.readings.hakka).toEqual(['voo']);
  });

  it('spells at least 400 surnames in Teochew and in Hakka, by custom or by reading', () => {
    const rows = parseSurnameRows();
    for (const c of ['teochew', 'hakka'] as const) expect(rows.filter((r) => r.curated[c].length + r.readings[c].length > 0).length, c).toBeGreaterThanOrEqual(400);
    expect(findSurname('谌')!.readings.teochew).toEqual(['sim']);
    expect(findSurname('仇')!.readings.hakka).toEqual(['khiu']);
  });

  it('spells at least 400 surnames in Taishanese, rare ones by their Hoisan reading in the old records\' spelling', () => {
    const rows = parseSurnameRows();
    expect(rows.filter((r) => r.curated.taishanese.length + r.readings.taishanese.length > 0).length).toBeGreaterThanOrEqual(400);
    // Cantonese t is Taishan h and its d is dropped, the 精 series' ts is t (written d), the 章 series' ts is written j, 日 keeps its ng.
    expect(findSurname('童')!.readings.taishanese).toEqual(['hung']);
    expect(findSurname('戴')!.readings.taishanese).toEqual(['ai']);
    expect(findSurname('蒋')!.readings.taishanese).toEqual(['deung']);
    expect(findSurname('章')!.readings.taishanese).toEqual(['jeung']);
    expect(findSurname('闻人')!.readings.taishanese).toEqual(['mun-ngin']);
    // A reading is written even where it is a commoner surname's customary spelling (钱 Tin as 田, 豆 Au as 欧),
    // and the 豪 rhyme is read au (高 Gau, 劳 Lau).
    expect(['钱', '纪', '娄', '豆', '高', '劳'].map((s) => findSurname(s)!.readings.taishanese)).toEqual([['tin'], ['gee'], ['lau'], ['au'], ['gau'], ['lau']]);
  });

  it('leaves reading-based spellings out of search and matching', () => {
    // 顾 is Koh by its Hokkien reading, but Koh in a record is 许 or 高, never 顾.
    expect(findSurname('顾')!.readings.hokkien).toEqual(['koh']);
    expect(romanisationsOf('顾')).not.toContain('koh');
    expect(zh(surnamesForRomanisation('Koh'))).toEqual(expect.arrayContaining(['高', '许']));
    expect(zh(surnamesForRomanisation('Koh'))).not.toContain('顾');
    expect(zh(surnamesForRomanisation('Chui'))).not.toContain('崔');
    // 谌 and 仇 read as the customary Sim (沈) and Khiu (邱) without being written so.
    expect(zh(surnamesForRomanisation('Sim'))).toContain('沈');
    expect(zh(surnamesForRomanisation('Sim'))).not.toContain('谌');
    expect(zh(surnamesForRomanisation('Khiu'))).toContain('邱');
    expect(zh(surnamesForRomanisation('Khiu'))).not.toContain('仇');
    // 支 and 柳 share the Taishan readings of 朱 Jee and 刘 Lew, but only 朱 and 刘 are written so.
    expect(findSurname('柳')!.readings.taishanese).toEqual(['lew']);
    expect(zh(surnamesForRomanisation('Jee'))).toContain('朱');
    expect(zh(surnamesForRomanisation('Jee'))).not.toContain('支');
    expect(zh(surnamesForRomanisation('Lew'))).toContain('刘');
    expect(zh(surnamesForRomanisation('Lew'))).not.toContain('柳');
    // 钱's Taishan reading Tin is 田's customary spelling: a record spelled Tin is 田, never 钱.
    expect(findSurname('钱')!.readings.taishanese).toEqual(['tin']);
    expect(zh(surnamesForRomanisation('Tin'))).toContain('田');
    expect(zh(surnamesForRomanisation('Tin'))).not.toContain('钱');
    for (const s of SURNAMES) {
      const attested = Object.values(s.spellings).flat();
      for (const c of SPELLING_COLUMNS) for (const r of s.readings[c]) if (!attested.includes(r)) expect(s.romanisations, s.simplified).not.toContain(r);
    }
  });
});
