import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAssistResponseSchema } from '../../../protocol/searchAssist';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { setSwitch } from '../switches/service';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const prompt = (q: string) => t.request(`/api/search-assist/search-for-prompt/?search_prompt=${encodeURIComponent(q)}`);
const followUp = (url: string, q: string) => t.request(`/api/search-assist/search-follow-up/?search_url=${encodeURIComponent(url)}&follow_up_prompt=${encodeURIComponent(q)}`);

describe('search assistant calls', () => {
  it('do not exist while the SEARCH_AI switch is off', async () => {
    await setSwitch(t.database.db, 'SEARCH_AI', false, new Date());
    const res = await prompt('Wong Ah Sing born 1885');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/switched off/);
    expect((await followUp('/search/records?surname=Wong', 'only census records')).status).toBe(404);
  });

  it('fill the record search form from a prompt, and the search runs', async () => {
    await setSwitch(t.database.db, 'SEARCH_AI', true, new Date());
    const res = await prompt('Wong Ah Sing, born about 1885, Toisan, arrived San Francisco');
    expect(res.status).toBe(200);
    const body = searchAssistResponseSchema.parse(await res.json());
    expect(body.form).toEqual({
      first_name: 'Ah Sing',
      surname: 'Wong',
      birth_year: 1885,
      birth_year_approx: 5,
      birth_location: '台山',
      facts: [{ fact_type: 'arrival', place_display_text: 'San Francisco' }],
    });
    expect(body.understood).toContain('born about 1885');
    // The URL's query is a valid record search.
    const search = await t.request(`/api/v1/sources/search-mentions/?${body.search_url.split('?')[1]}`);
    expect(search.status).toBe(200);
  });

  it('change the search of a URL with a follow-up in either language', async () => {
    const first = searchAssistResponseSchema.parse(await (await prompt('找黄永胜，约1885年生于台山')).json());
    const res = await followUp(first.search_url, '只看移民记录');
    expect(res.status).toBe(200);
    const next = searchAssistResponseSchema.parse(await res.json());
    expect(next.form).toEqual({ ...first.form, category_id: 'immigration' });
    expect(next.understood).toMatch(/^已修改：加上只看移民记录。/);
    const wife = searchAssistResponseSchema.parse(await (await followUp(next.search_url, '他的妻子叫 Lee')).json());
    expect(wife.form.relatives).toEqual([{ first_name: '', surname: 'Lee', relation_type: 'spouse' }]);
    expect((await t.request(`/api/v1/sources/search-mentions/?${wife.search_url.split('?')[1]}`)).status).toBe(200);
  });

  it('refuse bad input with a 400 naming the field', async () => {
    const cases: [Promise<Response>, string][] = [
      [t.request('/api/search-assist/search-for-prompt/'), 'search_prompt'],
      [prompt('   '), 'search_prompt'],
      [prompt('x'.repeat(501)), 'search_prompt'],
      [followUp('https://example.com/search/records?surname=Wong', 'only census'), 'search_url'],
      [followUp('/search/records?surname=Wong', ''), 'follow_up_prompt'],
      [t.request(`/api/search-assist/search-for-prompt/?search_prompt=${encodeURIComponent('a\u0000b')}`), 'search_prompt'],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { fields?: Record<string, string[]> }).fields ?? {})).toContain(field);
    }
  });
});
