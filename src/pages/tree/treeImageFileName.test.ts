import { describe, expect, it } from 'vitest';
import { treeImageFileName } from './useTreeImageDownload';

describe('treeImageFileName', () => {
  it('names the image after the tree, in any script, without characters file systems refuse', () => {
    expect(treeImageFileName('Lau family / Hoiping')).toBe('Lau family Hoiping.png');
    expect(treeImageFileName('黄氏族谱: 台山')).toBe('黄氏族谱 台山.png');
    expect(treeImageFileName('a\u0007b*?"<>|c')).toBe('a b c.png');
  });

  it('falls back to a plain name when the tree has none left', () => {
    expect(treeImageFileName('')).toBe('family-tree.png');
    expect(treeImageFileName(undefined)).toBe('family-tree.png');
    expect(treeImageFileName('///')).toBe('family-tree.png');
  });
});
