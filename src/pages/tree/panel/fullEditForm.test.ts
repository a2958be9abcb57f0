import { describe, expect, it } from 'vitest';
import { emptyFact, emptyResidence, extraErrors, extraFromPerson, factsFromForm, residencesFromForm } from './fullEditForm';

const fact = {
  fact_type: 'occupation', value: 'Tailor', start_date: { day: 3, month: 4, year: 1920, approximation_years: null, approximation_type: null, text_value: null, cn_date: null },
  end_date: null, place_display_text: 'Taishan', cemetery: null, info: [{ key: 'source', value: 'letter' }],
};

describe('full edit extras', () => {
  it('round-trips a fact keeping what the form does not show, and drops blank rows', () => {
    const form = extraFromPerson({ facts: [fact] as never, residence_location: [], notes: null });
    expect(form.facts[0]).toMatchObject({ type: 'occupation', value: 'Tailor', year: '1920', place: 'Taishan' });
    form.facts[0].year = '1921';
    const sent = factsFromForm([...form.facts, emptyFact()]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ fact_type: 'occupation', start_date: { day: 3, month: 4, year: 1921 }, info: [{ key: 'source', value: 'letter' }] });
  });

  it('turns residences into places with years, a non-number left for the server to reject', () => {
    const rows = [{ ...emptyResidence(), place: 'Hong Kong', from: '1950', to: 'soon' }, emptyResidence()];
    expect(residencesFromForm(rows)).toEqual([{ place_id: null, display_text: 'Hong Kong', from_year: 1950, to_year: 'soon' }]);
  });

  it('puts server errors on the rows they name, counting only the rows sent', () => {
    const form = { facts: [emptyFact(), { ...emptyFact(), value: 'x' }], residences: [{ ...emptyResidence(), place: 'Macau', to: '1900' }], notes: '' };
    const errors = extraErrors({ 'facts.0.fact_type': ['Required.'], 'residence_location.0.to_year': ['Too early.'], notes: ['Too long.'] }, form);
    expect(errors.facts).toEqual({ 1: { fact_type: ['Required.'] } });
    expect(errors.residences).toEqual({ 0: { to_year: ['Too early.'] } });
    expect(errors.notes).toEqual(['Too long.']);
  });
});
