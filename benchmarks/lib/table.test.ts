import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

describe('formatTable', () => {
  it('prints a Markdown table with aligned columns, then the notes', () => {
    const s = formatTable({ title: 'T', columns: ['a', 'bb'], rows: [['x', 1], ['yyy', 22]], notes: ['n'] });
    expect(s.split('\n')).toEqual(['## T', '| a   | bb |', '|-----|----|', '| x   | 1  |', '| yyy | 22 |', '- n']);
  });
});
