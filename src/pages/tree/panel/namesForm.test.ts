import { describe, expect, it } from 'vitest';
import { emptyNameRow, hasNameErrors, NAME_LISTS, nameErrors, namesFromPerson, namesToFields } from './namesForm';

const person = {
  first_names: [
    { type: 'given' as const, value: 'Ah Sing' },
    { type: 'given' as const, value: '亚成' },
    { type: 'courtesy' as const, value: '子明' },
    { type: 'nickname' as const, value: 'Sonny' },
  ],
  surnames: [
    { type: 'birth' as const, value: '黄' },
    { type: 'birth' as const, value: 'Wong' },
  ],
};

describe('full edit names', () => {
  it('lists every name of the person by part and script, with its type', () => {
    expect(namesFromPerson(person)).toEqual({
      firstEn: [{ type: 'given', value: 'Ah Sing' }, { type: 'nickname', value: 'Sonny' }],
      surnameEn: [{ type: 'birth', value: 'Wong' }],
      firstZh: [{ type: 'given', value: '亚成' }, { type: 'courtesy', value: '子明' }],
      surnameZh: [{ type: 'birth', value: '黄' }],
    });
  });

  it('sends every name back with its type, English first, and drops emptied rows', () => {
    const form = namesFromPerson(person);
    form.firstEn[1].value = '  ';
    form.surnameEn.push({ type: 'married', value: ' Chan ' });
    form.firstZh.push({ ...emptyNameRow(NAME_LISTS[2]), type: 'art' }, { type: 'generation', value: '永' });
    expect(namesToFields(form)).toEqual({
      first_names: [
        { type: 'given', value: 'Ah Sing' },
        { type: 'given', value: '亚成' },
        { type: 'courtesy', value: '子明' },
        { type: 'generation', value: '永' },
      ],
      surnames: [
        { type: 'birth', value: 'Wong' },
        { type: 'married', value: 'Chan' },
        { type: 'birth', value: '黄' },
      ],
    });
  });

  it('a new row is a given name or a birth surname until its type is chosen', () => {
    expect(NAME_LISTS.map((l) => emptyNameRow(l).type)).toEqual(['given', 'birth', 'given', 'birth']);
  });

  it('puts server errors on the row that sent the item, counting only the rows sent', () => {
    const form = namesFromPerson(person);
    form.firstEn.splice(1, 0, { type: 'given', value: '' });
    // Sent first_names: 0 Ah Sing, 1 Sonny (row 2 of firstEn), 2 亚成, 3 子明.
    const errors = nameErrors(
      { 'first_names.1.value': ['Too long.'], 'first_names.3.type': ['Invalid option.'], 'surnames.1.value': ['Too long.'], surnames: ['Too many.'], 'facts.0.fact_type': ['Required.'] },
      form,
    );
    expect(errors.rows).toEqual({ firstEn: { 2: ['Too long.'] }, firstZh: { 1: ['Invalid option.'] }, surnameZh: { 0: ['Too long.'] } });
    expect(errors.form).toEqual(['Too many.']);
    expect(hasNameErrors(errors)).toBe(true);
    expect(hasNameErrors(nameErrors({ notes: ['Too long.'] }, form))).toBe(false);
  });
});
