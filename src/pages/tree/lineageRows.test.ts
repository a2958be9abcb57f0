import { describe, expect, it } from 'vitest';
import type { Lineage } from '../../api/trees';
import { lineageRows } from './lineageRows';

const person = (id: string) => ({ id }) as Lineage['lineage'][number]['person'];

describe('lineage rows', () => {
  it('lists the earliest ancestor first as generation 1 and marks the start person last', () => {
    const rows = lineageRows([
      { generation: 0, person: person('me') },
      { generation: -1, person: person('father') },
      { generation: -2, person: person('grandfather') },
    ]);
    expect(rows.map((r) => [r.number, r.person.id, r.isStart])).toEqual([
      [1, 'grandfather', false],
      [2, 'father', false],
      [3, 'me', true],
    ]);
  });
  it('numbers a lone person as generation 1', () => {
    expect(lineageRows([{ generation: 0, person: person('me') }])).toMatchObject([{ number: 1, isStart: true }]);
  });
});
