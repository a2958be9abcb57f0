/** Test helper for the drawing tests. */
import type { DrawResponse } from '../../../protocol/draw';

/** A draw payload with its persons, lines and blood relatives in one order, to compare payloads built in different ways. */
export function canonical(p: DrawResponse) {
  return {
    ...p,
    persons: [...p.persons].sort((a, b) => a.object_id.localeCompare(b.object_id)),
    lines: [...p.lines].sort((a, b) => a.line_id.localeCompare(b.line_id)),
    blood_relatives_ids: [...p.blood_relatives_ids].sort(),
  };
}
