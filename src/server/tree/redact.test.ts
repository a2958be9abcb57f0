import { describe, expect, it } from 'vitest';
import type { DateValue } from '../../protocol/person';
import { personFieldsSchema } from '../../protocol/person';
import type { GraphPerson, TreeGraph } from './graph';
import { livingIdsOfGraph, redactPerson, vitalStatus } from './redact';

const now = new Date('2026-06-01T00:00:00Z');
const date = (year: number): DateValue => ({ day: null, month: null, year, approximation_years: null, approximation_type: null, text_value: null, cn_date: null });
const person = (id: string, extra: Partial<GraphPerson> = {}): GraphPerson => ({ ...personFieldsSchema.parse({}), id, ...extra });

describe('vitalStatus', () => {
  it('reads living, dead and unknown from dates', () => {
    expect(vitalStatus(person('a', { birth_date: date(1927) }), now)).toBe('living');
    expect(vitalStatus(person('a', { birth_date: date(1926) }), now)).toBe('dead');
    expect(vitalStatus(person('a', { birth_date: date(1990), is_deceased: true }), now)).toBe('dead');
    expect(vitalStatus(person('a', { birth_date: date(1990), death_date: { ...date(2000), year: null, text_value: 'young' } }), now)).toBe('dead');
    expect(vitalStatus(person('a'), now)).toBe('unknown');
  });
});

describe('livingIdsOfGraph', () => {
  it('an undated person is living through a chain of undated descendants to a living one', () => {
    const g: TreeGraph = {
      persons: [person('top'), person('mid'), person('kid', { birth_date: date(2000) }), person('old'), person('oldkid', { birth_date: date(1850) }), person('lone')],
      couples: [],
      parenthoods: [
        { parent_id: 'top', child_id: 'mid', kind: 'birth' },
        { parent_id: 'mid', child_id: 'kid', kind: 'birth' },
        { parent_id: 'old', child_id: 'oldkid', kind: 'birth' },
      ],
    };
    expect([...livingIdsOfGraph(g, now)].sort()).toEqual(['kid', 'mid', 'top']);
  });

  it('survives a cycle in bad data', () => {
    const g: TreeGraph = {
      persons: [person('a'), person('b')],
      couples: [],
      parenthoods: [{ parent_id: 'a', child_id: 'b', kind: 'birth' }, { parent_id: 'b', child_id: 'a', kind: 'birth' }],
    };
    expect(livingIdsOfGraph(g, now).size).toBe(0);
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
