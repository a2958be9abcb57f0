import { describe, expect, it } from 'vitest';
import type { DrawResponse } from '../../protocol/draw';
import { mapHash } from './hash';

const payload: Omit<DrawResponse, 'map_hash'> = {
  persons: [
    {
      object_id: 'p1',
      is_start_person: true,
      is_ghost: false,
      generation: 0,
      position: { x: 0, y: 0, width: 160, height: 80 },
      card: { full_name: '李明 Li Ming', names_en: 'Li Ming', names_zh: '李明', gender: 'm', birth_text: '1950', death_text: '', is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0 },
    },
  ],
  lines: [{ line_id: 'l1', kind: 'couple', person_ids: ['p1', 'p2'], points: [[0, 40], [200.5, 40]], family_id: 'f1' }],
  tree_width: 400,
  tree_height: 80,
  tree_margin_x: 0,
  has_state: true,
  blood_relatives_ids: ['p1'],
  preferences: { color_code_gender: true, tree_show_birth_order: false },
};

describe('mapHash', () => {
  it('keeps the hash of an ordinary payload (clients and stored states hold these)', () => {
    expect(mapHash(payload)).toBe('bec6a7527cd24880');
  });

  it('hashes -0 like 0, as the payload arrives after JSON', () => {
    const negative = { ...payload, tree_margin_x: -0, persons: [{ ...payload.persons[0], position: { ...payload.persons[0].position, x: -0 } }] };
    expect(mapHash(negative)).toBe(mapHash(payload));
    expect(mapHash(JSON.parse(JSON.stringify(negative)) as typeof payload)).toBe(mapHash(negative));
  });

  it('still tells other numbers apart', () => {
    expect(mapHash({ ...payload, tree_margin_x: 1 })).not.toBe(mapHash(payload));
  });
});
