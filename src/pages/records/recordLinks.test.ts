import { describe, expect, it } from 'vitest';
import { recordSlug } from '../../protocol/records';
import { dateLabel, personName, recordHref, viewerHref, yearLabel } from './recordLinks';

describe('record links and labels', () => {
  it('names a person surname first as the clerk wrote it, with the Chinese name', () => {
    expect(personName({ surname: 'Wong', first_name: 'Wing-hon', name_zh: null })).toBe('Wong Wing-hon');
    expect(personName({ surname: 'Cheng', first_name: 'Wah Yee', name_zh: '鄭华义' })).toBe('Cheng Wah Yee (鄭华义)');
    expect(personName({ surname: '', first_name: 'Ah Sam', name_zh: null })).toBe('Ah Sam');
  });

  it('makes a record slug of the main person, and a fallback for a name without Latin letters', () => {
    expect(recordSlug([{ surname: 'Wong', first_name: 'Ah Sing' }])).toBe('wong-ah-sing');
    expect(recordSlug([{ surname: 'Lê', first_name: 'Văn' }])).toBe('le-van');
    expect(recordSlug([{ surname: '黃', first_name: '永华' }])).toBe('record');
    expect(recordSlug([])).toBe('record');
    expect(recordHref({ code: 'sfa-0000001', slug: 'wai-ah-fat' })).toBe('/person-records/sfa-0000001/wai-ah-fat');
  });

  it('shows dates as recorded and approximate years as a tilde range', () => {
    expect(dateLabel({ year: 1923, month: 2, day: 9 })).toBe('9 February 1923');
    expect(dateLabel({ year: 1900, month: 6, day: null })).toBe('June 1900');
    expect(dateLabel({ year: 1910, month: null, day: null })).toBe('1910');
    expect(yearLabel(1850, 2)).toBe('1848~1852');
    expect(yearLabel(1901, 0)).toBe('1901');
    expect(yearLabel(null)).toBe('');
    expect(viewerHref('sample-hong-kong-births-1901', 3)).toBe('/source/sample-hong-kong-births-1901/viewer?image=3');
  });
});
