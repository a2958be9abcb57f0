import { describe, expect, it } from 'vitest';
import type { HintDetailView, HintRelative } from '../../api/hints';
import { hintAcceptSchema } from '../../protocol/hints';
import { acceptBody, alreadyInTree, defaultFieldChoice, isOffered, percent } from './acceptPayload';

const rel = (id: string, relation: HintRelative['relation'], given: string, surname: string, year: number | null = null): HintRelative => ({
  id,
  relation,
  first_names: [{ type: 'given', value: given }],
  surnames: [{ type: 'birth', value: surname }],
  gender: 'm',
  birth_date: year ? { year } : null,
  full_name: `${given} ${surname}`,
});

const detail: Pick<HintDetailView, 'person' | 'match_person'> = {
  person: {
    id: 'p1',
    first_names: [{ type: 'given', value: 'Ah Fook' }],
    surnames: [{ type: 'birth', value: 'Chan' }],
    gender: 'm',
    birth_date: { year: 1880 },
    birth_location: null,
    death_date: null,
    relatives_json: [rel('x', 'parent', 'Kwok', 'Chan')],
  },
  match_person: {
    id: 'R1:0',
    code: 'R1',
    source_id: 's',
    collection_id: 'c',
    event: { type: 'death', year: 1931, place: 'Ipoh' },
    first_names: [{ type: 'given', value: 'Ah Fook' }, { type: 'given', value: '亞福' }],
    surnames: [{ type: 'birth', value: 'Chen' }, { type: 'birth', value: '陳' }],
    gender: 'm',
    birth_date: { year: 1881, approximation_years: 2 },
    birth_location: 'Taishan, Guangdong',
    death_date: { year: 1931 },
    relatives_json: [rel('R1:1', 'parent', 'Kwok', 'Chan'), rel('R1:2', 'spouse', 'Mei', 'Wong', 1885), rel('R1:3', 'child', 'Wing', 'Chan', 1905)],
  },
};

describe('the accept body of a hint review', () => {
  it('adds the record names beside the person’s, in the alternate type where the script is taken', () => {
    const body = acceptBody(detail, ['first_names', 'surnames'], []);
    expect(body.fields?.first_names).toEqual([
      { type: 'given', value: 'Ah Fook' },
      { type: 'given', value: '亞福' },
    ]);
    expect(body.fields?.surnames).toEqual([
      { type: 'birth', value: 'Chan' },
      { type: 'other', value: 'Chen' },
      { type: 'birth', value: '陳' },
    ]);
    expect(body.new_relatives).toBeUndefined();
  });

  it('takes dates as full date values and a death makes the person deceased', () => {
    const body = acceptBody(detail, ['birth_date', 'birth_location', 'death_date'], []);
    expect(body.fields).toMatchObject({
      birth_date: { year: 1881, approximation_years: 2, month: null, day: null },
      birth_location: 'Taishan, Guangdong',
      death_date: { year: 1931 },
      is_deceased: true,
    });
  });

  it('sends the ticked relatives only, with their relation to the person, and the server schema accepts it', () => {
    const body = acceptBody(detail, ['death_date'], ['R1:3']);
    expect(body.new_relatives).toEqual([
      { relation: 'child', kind: 'birth', person: { first_names: [{ type: 'given', value: 'Wing' }], surnames: [{ type: 'birth', value: 'Chan' }], gender: 'm', birth_date: expect.objectContaining({ year: 1905 }) } },
    ]);
    expect(hintAcceptSchema.safeParse({ data: body }).success).toBe(true);
    expect(hintAcceptSchema.safeParse({ data: acceptBody(detail, [], []) }).success).toBe(true);
  });

  it('does not offer a relative the person already has', () => {
    expect(alreadyInTree(detail.match_person.relatives_json[0]!, detail.person.relatives_json)).toBe(true);
    expect(alreadyInTree(detail.match_person.relatives_json[1]!, detail.person.relatives_json)).toBe(false);
  });

  it('ticks new facts at first, offers conflicts, and never offers relatives rows or agreements as fields', () => {
    const fields = [
      { field: 'birth_date', person_value: '1880', match_value: '1881', agreement: 'same' },
      { field: 'birth_location', person_value: '', match_value: 'Taishan', agreement: 'new' },
      { field: 'surnames', person_value: 'Chan', match_value: 'Chen', agreement: 'conflict' },
      { field: 'children', person_value: '', match_value: 'Wing Chan', agreement: 'new' },
    ] as const;
    expect(defaultFieldChoice([...fields])).toEqual(['birth_location']);
    expect(fields.map((f) => isOffered(f))).toEqual([false, true, true, false]);
    expect(percent(0.934)).toBe('93%');
  });
});
