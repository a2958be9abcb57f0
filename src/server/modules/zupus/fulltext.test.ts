import { describe, expect, it } from 'vitest';
import { findAll, foldQuery, foldText, pageLexemes, queryTsquery, snippetOf, verticesOf } from './fulltext';

describe('zupu full text', () => {
  it('folds traditional text to simplified one character for one, and indexes characters and pairs', () => {
    const folded = foldText('黃永勝\n諱永勝');
    expect(folded.join('')).toBe('黄永胜讳永胜');
    expect(pageLexemes(folded).sort()).toEqual(['永', '永胜', '胜', '胜讳', '讳', '讳永', '黄', '黄永'].sort());
    expect(foldQuery(' 黄 永胜 ')).toEqual(['黄', '永', '胜']);
    expect(queryTsquery(['黄', '永', '胜'])).toBe("'黄永' & '永胜'");
    expect(queryTsquery(['黄'])).toBe("'黄'");
  });

  it('finds every place of a query and draws one rectangle per column it spans', () => {
    const page = foldText('甲黃永\n勝乙黃永勝');
    expect(findAll(page, foldQuery('黄永胜'))).toEqual([[1, 2, 3], [5, 6, 7]]);
    // Column one at x 100–140, column two at x 40–80: the first hit breaks across them.
    const boxes = [[100, 0, 140, 40], [100, 40, 140, 80], [100, 80, 140, 120], [40, 0, 80, 40], [40, 40, 80, 80], [40, 80, 80, 120], [40, 120, 80, 160], [40, 160, 80, 200]];
    expect(verticesOf(boxes, [1, 2, 3])).toEqual([
      [{ x: 100, y: 40 }, { x: 140, y: 40 }, { x: 140, y: 120 }, { x: 100, y: 120 }],
      [{ x: 40, y: 0 }, { x: 80, y: 0 }, { x: 80, y: 40 }, { x: 40, y: 40 }],
    ]);
    expect(snippetOf([...'甲黃永勝乙黃永勝'], [5, 6, 7], 2)).toEqual({ snippet: '勝乙黃永勝', highlight: { start: 2, length: 3 } });
  });
});
