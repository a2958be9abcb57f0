import { describe, expect, it } from 'vitest';
import { personHeading } from './personHeading';

const person = (names_en: string, names_zh: string, full_name = [names_en, names_zh].filter(Boolean).join(' ')) => ({ names_en, names_zh, full_name });
const en = (text: string) => ({ text, lang: 'en' });
const zh = (text: string) => ({ text, lang: 'zh' });

describe('personHeading', () => {
  it('leads with the English name by default and shows the Chinese one beside it', () => {
    expect(personHeading(person('Chan Tai Man', '陳大文'))).toEqual({ lead: en('Chan Tai Man'), second: zh('陳大文') });
  });

  it('leads with the Chinese name for a member who reads Chinese first', () => {
    expect(personHeading(person('Chan Tai Man', '陳大文'), 'zh')).toEqual({ lead: zh('陳大文'), second: en('Chan Tai Man') });
  });

  it('shows a name in one script once, whichever script leads', () => {
    expect(personHeading(person('Chan Tai Man', ''), 'zh')).toEqual({ lead: en('Chan Tai Man'), second: null });
    expect(personHeading(person('', '陳大文'))).toEqual({ lead: zh('陳大文'), second: null });
  });

  it('falls back to the full name, as a private person is Living', () => {
    expect(personHeading(person('', '', 'Living'), 'zh')).toEqual({ lead: en('Living'), second: null });
  });

  it('names a person with no name at all Unknown 未知, never an empty heading, in the member order', () => {
    expect(personHeading(person('', ''))).toEqual({ lead: en('Unknown'), second: zh('未知') });
    expect(personHeading(person('  ', ' ', ' '), 'zh')).toEqual({ lead: zh('未知'), second: en('Unknown') });
  });
});
