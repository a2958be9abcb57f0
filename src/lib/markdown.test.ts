import { describe, expect, it } from 'vitest';
import { blockLinks, countWords, parseInline, parseMarkdown, safeHref, stripHtml } from './markdown';

describe('wiki markdown', () => {
  it('reads headings, paragraphs, lists and quotes', () => {
    const blocks = parseMarkdown('## Title\n\nOne line\nand another.\n\n- a\n- **b**\n\n1. first\n2. second\n\n> quoted');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote']);
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'One line and another.' }] });
    expect(blocks[3]).toMatchObject({ ordered: true });
  });

  it('reads emphasis, code and links, and drops unsafe link targets', () => {
    expect(parseInline('a *b* **c** `d` [e](/wiki)')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'em', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'strong', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd' },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/wiki', children: [{ type: 'text', text: 'e' }] },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ type: 'text', text: 'x' }, { type: 'text', text: ')' }]);
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('https://www.archives.gov/')).toBe('https://www.archives.gov/');
  });

  it('strips raw HTML, scripts with their content', () => {
    expect(stripHtml('a<script>alert(1)</script>b<b onclick="x">c</b><style>p{}</style>')).toBe('abc');
    expect(stripHtml('a<script>never closed')).toBe('a');
    expect(JSON.stringify(parseMarkdown('<img src=x onerror=alert(1)>hi'))).not.toContain('onerror');
  });

  it('collects links and counts words with each Chinese character as one', () => {
    expect(blockLinks(parseMarkdown('[a](/x) and\n\n- [b](/y)'))).toEqual(['/x', '/y']);
    expect(countWords("The zupu's 族谱 pages")).toBe(5);
  });
});
