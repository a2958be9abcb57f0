/**
 * The dictionary client (spec section 7: a client of its own with a 300,000 ms timeout): words of
 * CC-CEDICT by characters in either script, or by pinyin or English.
 */
import { dictionaryListSchema, type DictionaryList } from '../protocol/dictionary';
import { call } from './client';

export const DICTIONARY_TIMEOUT_MS = 300_000;

/** Words written with these characters (simplified or traditional). */
export function lookUpChinese(text: string, limit = 20): Promise<DictionaryList> {
  return call('GET', 'word/', dictionaryListSchema, { searchParams: { search_cn: text, limit }, timeout: DICTIONARY_TIMEOUT_MS });
}

/** Words by pinyin (tones optional) or an English word of their glosses; (ac): a newer lookup replaces the last. */
export function lookUpWord(q: string, limit = 20): Promise<DictionaryList> {
  return call('GET', 'word/', dictionaryListSchema, { searchParams: { q, limit }, ac: 'dictionary.lookUp', timeout: DICTIONARY_TIMEOUT_MS });
}
