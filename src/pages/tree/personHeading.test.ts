import { describe, expect, it } from 'vitest';
import { personHeading } from './personHeading';

const person = (names_en: string, names_zh: string, full_name = [names_en, names_zh].filter(Boolean).join(' ')) => ({ names_en, names_zh, full_name });

describe('personHeading', () => {
  it('leads with the English name and shows the Chinese one beside it', () => {
    expect(personHeading(person('Chan Tai Man', '陳大文'))).toEqual({ name: 'Chan Tai Man', zh: '陳大文' });
  });

  it('shows a name in one script once', () => {
    expect(personHeading(person('Chan Tai Man', ''))).toEqual({ name: 'Chan Tai Man', zh: '' });
    expect(personHeading(person('', '陳大文'))).toEqual({ name: '陳大文', zh: '' });
  });

  it('falls back to the full name, as a private person is Living', () => {
    expect(personHeading(person('', '', 'Living'))).toEqual({ name: 'Living', zh: '' });
  });

  it('names a person with no name at all Unknown 未知, never an empty heading', () => {
    expect(personHeading(person('', ''))).toEqual({ name: 'Unknown', zh: '未知' });
    expect(personHeading(person('  ', ' ', ' '))).toEqual({ name: 'Unknown', zh: '未知' });
  });
});
