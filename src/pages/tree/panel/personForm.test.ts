import { describe, expect, it } from 'vitest';
import { personFieldsSchema } from '../../../protocol/person';
import { dateValue, emptyDate, emptyForm, formErrors, formFromPerson, personFieldsFromForm } from './personForm';

const person = personFieldsSchema.parse({
  first_names: [
    { type: 'given', value: 'Ah Sing' },
    { type: 'courtesy', value: '子明' },
    { type: 'given', value: '亚成' },
  ],
  surnames: [{ type: 'birth', value: 'Wong' }, { type: 'birth', value: '黄' }],
  gender: 'm',
  birth_date: { year: 1870, approximation_years: 5, approximation_type: 1, cn_date: '同治九年' },
  is_deceased: true,
});

describe('person form', () => {
  it('reads the first name of each script, with its type', () => {
    const f = formFromPerson(person);
    expect([f.givenEn, f.givenZh, f.givenZhType, f.surnameEn, f.surnameZh]).toEqual(['Ah Sing', '子明', 'courtesy', 'Wong', '黄']);
    expect(f.birth).toMatchObject({ year: '1870', approximation: 'before', approximationYears: '5' });
  });

  it('replaces only the edited names and keeps the Chinese date text', () => {
    const f = { ...formFromPerson(person), givenZh: '子成', surnameEn: '' };
    const out = personFieldsFromForm(f, person);
    expect(out.first_names).toEqual([
      { type: 'given', value: 'Ah Sing' },
      { type: 'courtesy', value: '子成' },
      { type: 'given', value: '亚成' },
    ]);
    expect(out.surnames).toEqual([{ type: 'birth', value: '黄' }]);
    expect(out.birth_date).toMatchObject({ year: 1870, approximation_years: 5, approximation_type: 1, cn_date: '同治九年' });
  });

  it('builds a new person with a Chinese name and an approximate birth', () => {
    const f = { ...emptyForm('m'), givenZh: '小明', surnameZh: '黄', birth: { ...emptyDate, year: '1990', approximation: 'around' as const, approximationYears: '2' } };
    const out = personFieldsFromForm(f);
    expect(out.first_names).toEqual([{ type: 'given', value: '小明' }]);
    expect(out.birth_date).toMatchObject({ year: 1990, approximation_years: 2, approximation_type: 0 });
    expect(out.death_date).toBeNull();
    expect(out.is_deceased).toBe(false);
  });

  it('counts a death place as deceased', () => {
    expect(personFieldsFromForm({ ...emptyForm(), deathPlace: 'Taishan' }).is_deceased).toBe(true);
  });

  it('leaves an unreadable year for the server to reject', () => {
    expect(dateValue({ ...emptyDate, year: '19x0' })?.year).toBe('19x0');
  });

  it('puts server errors on the field of the script that was sent', () => {
    const sent = { first_names: [{ type: 'given' as const, value: 'Ming' }, { type: 'given' as const, value: '明' }], surnames: [] };
    expect(formErrors({ 'first_names.1.value': ['Too long'], 'birth_date.month': ['Too big'], other: ['x'] }, sent)).toEqual({
      givenZh: ['Too long'],
      birth: ['Too big'],
      form: ['x'],
    });
  });
});
