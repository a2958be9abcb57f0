/** The lineage list's rows: oldest generation first, numbered from the earliest known ancestor (第一世). */
import type { Lineage } from '../../api/trees';

export interface LineageRow {
  number: number;
  isStart: boolean;
  person: Lineage['lineage'][number]['person'];
}

export function lineageRows(lineage: Lineage['lineage']): LineageRow[] {
  const oldestFirst = [...lineage].sort((a, b) => a.generation - b.generation);
  return oldestFirst.map((row, i) => ({ number: i + 1, isStart: row.generation === 0, person: row.person }));
}
