import { describe, expect, it } from 'vitest';
import type { WikiGlossaryEntry } from '../../protocol/wiki';
import { buildMatcher, markTerms } from './glossaryMatch';

const entry = (title: string, characters: string, traditional = characters): WikiGlossaryEntry => ({
  title,
  characters,
  traditional,
  pinyin: '',
  content: `About ${title}.`,
  imgUrl: null,
  wikiUrl: null,
});

describe('glossary terms in text', () => {
  const zupu = entry('zupu', '族谱', '族譜');
  const poem = entry('generation poem', '字辈', '字輩');
  const cun = entry('cun (village)', '村');
  const matcher = buildMatcher([zupu, poem, cun]);

  it('marks titles as whole words and characters in either script, once each', () => {
    const seen = new Set<WikiGlossaryEntry>();
    const pieces = markTerms('A Zupu (族譜) holds the generation poem; another zupu too. Zupus differ.', matcher, seen);
    const terms = pieces.filter((p) => typeof p !== 'string');
    expect(terms.map((t) => (t as { text: string }).text)).toEqual(['Zupu', 'generation poem']);
    expect(markTerms('見字輩', matcher, new Set())).toEqual(['見', { entry: poem, text: '字輩' }]);
    expect(pieces.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toBe('A Zupu (族譜) holds the generation poem; another zupu too. Zupus differ.');
    expect(markTerms('zupu again', matcher, seen)).toEqual(['zupu again']);
  });

  it('leaves single characters and titles with brackets alone', () => {
    expect(markTerms('陈村 and cun (village)', matcher, new Set())).toEqual(['陈村 and cun (village)']);
  });
});
