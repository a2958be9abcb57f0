import { describe, expect, it } from 'vitest';
import { apiQuery, emptyForm, formQuery, isSearchable, readForm, withParam } from './formQuery';
import { latestGate } from './latest';

describe('the record search form in the URL', () => {
  it('round-trips every field, arrays repeated and relatives and facts as JSON', () => {
    const form = {
      ...emptyForm(),
      first_name: 'Ah Sing',
      surname: 'Wong',
      with_fuzzy_surname: true,
      gender: 'm' as const,
      birth_year: '1885',
      birth_year_approx: '2',
      birth_location: 'Toisan',
      category_id: 'immigration',
      collection: ['sample-exclusion-case-files', 'sample-angel-island'],
      relatives: [{ first_name: '', surname: 'Lee', relation_type: 'spouse' as const }],
      facts: [{ fact_type: 'arrival', year: '1906', approx: '1', place_display_text: 'San Francisco' }],
      is_flexible: true,
    };
    const query = formQuery(form, 'indexed-records');
    expect(query.getAll('collection')).toEqual(['sample-exclusion-case-files', 'sample-angel-island']);
    expect(JSON.parse(query.get('facts')!)).toEqual([{ fact_type: 'arrival', year: 1906, approx: 1, place_display_text: 'San Francisco' }]);
    expect(readForm(new URLSearchParams(query.toString()))).toEqual(form);
  });

  it('leaves out empty fields and empty rows, and reads broken JSON as no rows', () => {
    const query = formQuery({ ...emptyForm(), surname: ' Lee ', relatives: [{ first_name: ' ', surname: '', relation_type: 'parent' }] });
    expect(query.toString()).toBe('surname=Lee');
    expect(readForm(new URLSearchParams('surname=Lee&relatives=%5Bnot-json')).relatives).toEqual([]);
  });

  it('keeps the page keys and a non-indexed category out of the API query', () => {
    const api = apiQuery(new URLSearchParams('tab=full-text&results=true&category_id=zupus&surname=Wong&collection=a&collection=b'));
    expect(api.toString()).toBe('surname=Wong&collection=a&collection=b');
    expect(apiQuery(new URLSearchParams('category_id=census&surname=Wong')).get('category_id')).toBe('census');
  });

  it('starts the pages over when a facet narrows, and removes a facet when cleared', () => {
    const params = new URLSearchParams('surname=Wong&offset=20');
    expect(withParam(params, 'decade', '1900').toString()).toBe('surname=Wong&decade=1900');
    expect(withParam(params, 'offset', '30').toString()).toBe('surname=Wong&offset=30');
    expect(withParam(new URLSearchParams('surname=Wong&decade=1900'), 'decade', null).toString()).toBe('surname=Wong');
  });

  it('is searchable only with a name, a place, a relative or an event', () => {
    expect(isSearchable({ ...emptyForm(), gender: 'f', birth_year: '1900' })).toBe(false);
    expect(isSearchable({ ...emptyForm(), residence_location: 'Singapore' })).toBe(true);
    expect(isSearchable({ ...emptyForm(), relatives: [{ first_name: '', surname: 'Chan', relation_type: '' }] })).toBe(true);
  });
});

describe('latest request by start time', () => {
  it('drops an older answer arriving after a newer search started', () => {
    const gate = latestGate();
    const first = gate.start();
    const second = gate.start();
    expect(gate.isLatest(second)).toBe(true);
    expect(gate.isLatest(first)).toBe(false);
  });
});
