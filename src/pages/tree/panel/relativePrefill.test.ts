import { describe, expect, it } from 'vitest';
import type { SurnameItem } from '../../../protocol/person';
import { relativePrefill } from './relativePrefill';

const sur = (...values: [SurnameItem['type'], string][]): SurnameItem[] => values.map(([type, value]) => ({ type, value }));
const wong = { gender: 'm' as const, surnames: sur(['birth', 'Wong'], ['birth', '黄']) };
const lee = { gender: 'f' as const, surnames: sur(['married', 'Wong'], ['birth', 'Lee'], ['birth', '李']) };
const chan = { gender: 'm' as const, surnames: sur(['birth', 'Chan'], ['birth', '陈']) };

describe('relativePrefill', () => {
  it('a child of a father takes his surname in both scripts', () => {
    expect(relativePrefill('child', wong, [{ person: lee, isDivorced: false }])).toEqual({ surnameEn: 'Wong', surnameZh: '黄' });
  });

  it('a child of a mother takes her husband’s surname, one still married before a divorced one', () => {
    expect(relativePrefill('child', lee, [{ person: wong, isDivorced: false }])).toEqual({ surnameEn: 'Wong', surnameZh: '黄' });
    expect(relativePrefill('child', lee, [{ person: chan, isDivorced: true }, { person: wong, isDivorced: false }])).toEqual({ surnameEn: 'Wong', surnameZh: '黄' });
  });

  it('a child of an only parent takes that parent’s birth surname', () => {
    expect(relativePrefill('child', lee)).toEqual({ surnameEn: 'Lee', surnameZh: '李' });
    expect(relativePrefill('child', { gender: 'none', surnames: sur(['birth', '黄']) }, [{ person: { gender: 'f', surnames: sur(['birth', 'Ho']) }, isDivorced: false }])).toEqual({
      surnameEn: '',
      surnameZh: '黄',
    });
  });

  it('a sibling takes the person’s surname, whatever their gender', () => {
    expect(relativePrefill('sibling', lee, [{ person: wong, isDivorced: false }])).toEqual({ surnameEn: 'Lee', surnameZh: '李' });
    expect(relativePrefill('sibling', wong)).toEqual({ surnameEn: 'Wong', surnameZh: '黄' });
  });

  it('a parent or a spouse starts with no surname', () => {
    expect(relativePrefill('parent', wong)).toEqual({ surnameEn: '', surnameZh: '' });
    expect(relativePrefill('spouse', wong)).toEqual({ surnameEn: '', surnameZh: '' });
  });
});
