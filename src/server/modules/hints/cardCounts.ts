/** hint_count on the owner's draw cards: the number of new hints of each person that has some (no field for anyone else). */
import type { Db } from '../../db/database';
import { withCardField } from '../../tree/cardFields';
import type { GraphPerson } from '../../tree/graph';
import type { TreeAccess } from '../trees/access';
import { hintCountsFor } from './service';

export async function withHintCounts(db: Db, access: TreeAccess, persons: GraphPerson[], personIds?: string[]): Promise<GraphPerson[]> {
  if (!access.is_owner) return persons;
  const counts = await hintCountsFor(db, access, personIds);
  if (!counts.size) return persons;
  // Only cards with hints carry the field: a card whose hints are all reviewed drops it (a data_update).
  return persons.map((p) => {
    const count = counts.get(p.id);
    return count === undefined ? p : withCardField(p, 'hint_count', count);
  });
}
