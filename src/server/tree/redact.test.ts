import { describe, expect, it } from 'vitest';
import type { DateValue } from '../../protocol/person';
import { personFieldsSchema } from '../../protocol/person';
import type { GraphPerson, TreeGraph } from './graph';
import { livingIdsOfGraph, redactPerson } from './redact';

const now = new Date('2026-06-01T00:00:00Z');
const date = (year: number): DateValue => ({ day: null, month: null, year, approximation_years: null, approximation_type: null, text_value: null, cn_date: null });
const person = (id: string, extra: Partial<GraphPerson> = {}): GraphPerson => ({ ...personFieldsSchema.parse({}), id, ...extra });

describe('livingIdsOfGraph: who may not be shown to the public', () => {
  it("reads a person's own record first: a death record or the mark, then a birth year against 100 years", () => {
    const g: TreeGraph = {
      persons: [person('young', { birth_date: date(1927) }), person('old', { birth_date: date(1926) }), person('marked', { birth_date: date(1990), is_deceased: true }), person('died', { birth_date: date(1990), death_date: { ...date(2000), year: null, text_value: 'young' } })],
      couples: [],
      parenthoods: [],
    };
    expect([...livingIdsOfGraph(g, now)]).toEqual(['young']);
  });

  it('counts an undated person as living unless relatives show they were born over 100 years ago', () => {
    const g: TreeGraph = {
      persons: [
        person('lone'),
        person('father-of-1850', {}), person('born1850', { birth_date: date(1850) }),
        person('child-of-1990-mother'), person('mother1990', { birth_date: date(1990) }),
        person('child-of-1800-father'), person('father1800', { birth_date: date(1800) }),
        person('wife-of-1880-husband'), person('husband1880', { birth_date: date(1880) }),
        person('grandfather'), person('undated-son'), person('grandson1890', { birth_date: date(1890) }),
        person('son-died-1900'), person('his-father'),
      ],
      couples: [{ id: 'c', person1_id: 'husband1880', person2_id: 'wife-of-1880-husband', marriage_date: null, marriage_place: null, is_divorced: false, divorce_date: null, divorce_place: null }],
      parenthoods: [
        { parent_id: 'father-of-1850', child_id: 'born1850', kind: 'birth' },
        { parent_id: 'mother1990', child_id: 'child-of-1990-mother', kind: 'birth' },
        { parent_id: 'father1800', child_id: 'child-of-1800-father', kind: 'birth' },
        { parent_id: 'grandfather', child_id: 'undated-son', kind: 'birth' },
        { parent_id: 'undated-son', child_id: 'grandson1890', kind: 'birth' },
        { parent_id: 'his-father', child_id: 'son-died-1900', kind: 'birth' },
      ],
    };
    g.persons.find((p) => p.id === 'son-died-1900')!.death_date = date(1900);
    expect([...livingIdsOfGraph(g, now)].sort()).toEqual(['child-of-1990-mother', 'lone', 'mother1990']);
  });

  it('an undated person is living through a chain of undated descendants to a living one', () => {
    const g: TreeGraph = {
      persons: [person('top'), person('mid'), person('kid', { birth_date: date(2000) }), person('old'), person('oldkid', { birth_date: date(1850) })],
      couples: [],
      parenthoods: [
        { parent_id: 'top', child_id: 'mid', kind: 'birth' },
        { parent_id: 'mid', child_id: 'kid', kind: 'birth' },
        { parent_id: 'old', child_id: 'oldkid', kind: 'birth' },
      ],
    };
    expect([...livingIdsOfGraph(g, now)].sort()).toEqual(['kid', 'mid', 'top']);
  });

  it('survives a cycle and contradicting dates in bad data, counting such persons living', () => {
    const g: TreeGraph = {
      persons: [person('a'), person('b'), person('p', { birth_date: date(1990) }), person('x'), person('k', { birth_date: date(1800) })],
      couples: [],
      parenthoods: [
        { parent_id: 'a', child_id: 'b', kind: 'birth' },
        { parent_id: 'b', child_id: 'a', kind: 'birth' },
        // x's parent born 1990, x's child born 1800: x cannot have been born at all.
        { parent_id: 'p', child_id: 'x', kind: 'birth' },
        { parent_id: 'x', child_id: 'k', kind: 'birth' },
      ],
    };
    expect([...livingIdsOfGraph(g, now)].sort()).toEqual(['a', 'b', 'p', 'x']);
  });
});

describe('redactPerson', () => {
  it('keeps identity and gender, blanks everything else', () => {
    const p = { id: 'x', gender: 'f', full_name: 'Mei Wong', names_zh: '黄美', notes: 'n', birth_location: 'SF', facts: [{ fact_type: 'job' }], profile_picture: 'pic', photo_url: 'u' };
    expect(redactPerson(p)).toEqual({
      id: 'x', gender: 'f', full_name: 'Living', names_zh: '', notes: null, birth_location: null, facts: [], profile_picture: null, photo_url: null,
      first_names: [], surnames: [], birth_date: null, death_date: null, death_location: null, residence_location: [], is_deceased: false, is_private: true,
    });
  });
});
