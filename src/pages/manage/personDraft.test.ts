import { describe, expect, it } from 'vitest';
import { buildPerson, emptyShortForm, hasName, placeErrors } from './personDraft';

describe('short person form', () => {
  it('sends English and Chinese names as separate given names and surnames, and the birth year', () => {
    const built = buildPerson({ ...emptyShortForm('f'), givenEn: ' Mei ', surnameZh: '李', givenZh: '美', birthYear: '1950' });
    expect(built.fields.first_names).toEqual([
      { type: 'given', value: 'Mei' },
      { type: 'given', value: '美' },
    ]);
    expect(built.fields.surnames).toEqual([{ type: 'birth', value: '李' }]);
    expect(built.fields.gender).toBe('f');
    expect(built.fields.birth_date?.year).toBe(1950);
  });

  it('leaves the birth date out when no year is given and knows when no name is typed', () => {
    expect(buildPerson(emptyShortForm()).fields.birth_date).toBeNull();
    expect(hasName(emptyShortForm())).toBe(false);
    expect(hasName({ ...emptyShortForm(), surnameZh: '王' })).toBe(true);
  });

  it('puts server errors on the input the item came from', () => {
    const built = buildPerson({ ...emptyShortForm(), givenZh: '美', surnameEn: 'Li', birthYear: '19x0' });
    const errors = placeErrors(
      {
        'start_person.first_names.0.value': ['Too long'],
        'start_person.surnames.0.value': ['Bad'],
        'start_person.birth_date.year': ['Expected number'],
        name: ['Too long name'],
      },
      built,
      'start_person.',
    );
    expect(errors).toEqual({ givenZh: ['Too long'], surnameEn: ['Bad'], birthYear: ['Expected number'] });
  });
});
