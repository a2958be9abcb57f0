import { describe, expect, it } from 'vitest';
import { assistFormFromUrl } from '../../protocol/searchAssist';
import { searchFollowUp, searchForPrompt } from '.';

describe('search assistant answers', () => {
  it('gives the search URL of the form it filled', () => {
    const a = searchForPrompt('Wong Ah Sing, born about 1885, Toisan, arrived San Francisco');
    expect(a.search_url.startsWith('/search/records?')).toBe(true);
    expect(assistFormFromUrl(a.search_url)).toEqual(a.form);
  });

  it('says what it took, the place as written and the year it converted', () => {
    const en = searchForPrompt('Wong Ah Sing, born about 1885, Toisan, arrived San Francisco');
    expect(en.understood).toBe(
      'Searching for Wong Ah Sing (surname Wong, given name Ah Sing); born about 1885 (1880–1890) in 台山 Taishan (written Toisan); arrived in San Francisco.',
    );
    const zh = searchForPrompt('我的爷爷陈国华，光緒十年生於新寧縣');
    expect(zh.understood).toContain('光緒十年即1884年');
    expect(zh.understood).toContain('1884年生于台山（原文作新寧縣）');
    expect(zh.understood).toContain('“我的爷爷”是要找的人');
  });

  it('names the words it did not use', () => {
    const a = searchForPrompt('Wong Ah Sing who sailed on the steamship Mongolia');
    expect(a.form).toEqual({ first_name: 'Ah Sing', surname: 'Wong' });
    expect(a.understood).toMatch(/Not used: .*sailed/);
  });

  it('answers a prompt with nothing to search for honestly', () => {
    const a = searchForPrompt('hello there');
    expect(a.form).toEqual({});
    expect(a.understood).toMatch(/^Found no name, place, year or category/);
  });

  it('changes the earlier search with a follow-up and says what changed', () => {
    const first = searchForPrompt('Lee Wing died 1932 in Singapore');
    const next = searchFollowUp(first.search_url, 'only cemetery records');
    expect(next.form).toEqual({ ...first.form, category_id: 'birth-marriage-death' });
    expect(next.understood).toMatch(/^Changed: added Birth, Marriage & Death records only\./);
    const wife = searchFollowUp(next.search_url, '他的妻子叫 Lee');
    expect(wife.form.relatives).toEqual([{ first_name: '', surname: 'Lee', relation_type: 'spouse' }]);
    expect(wife.understood).toContain('妻子Lee');
    const other = searchFollowUp(wife.search_url, 'his wife was Chan Shee');
    expect(other.form.relatives).toEqual([{ first_name: '', surname: 'Chan', relation_type: 'spouse' }]);
  });

  it('drops what a search URL holds that the form does not take', () => {
    expect(assistFormFromUrl('/search/records?surname=Wong&category_id=zupus&birth_year=abc&relatives=%5Bnot%20json')).toEqual({ surname: 'Wong' });
  });

  it('is not fooled by a county name inside a Chinese name', () => {
    // 永胜 is a county in Yunnan; here it is a given name.
    expect(searchForPrompt('黄永胜').form).toEqual({ surname: '黄', first_name: '永胜' });
  });
});
