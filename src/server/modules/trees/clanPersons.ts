/**
 * The persons of one clan in a tree: those with the surname among their surnames, a Chinese one
 * matched in either script (黄 finds 黃 too). Members see everyone; anyone else sees only persons
 * whose dates show them dead, the same rule that counts the tree's surnames for them.
 */
import { sql, type SqlBool } from 'kysely';
import { isChinese } from '../../../protocol/names';
import type { ClanPersons, ClanPersonsQuery } from '../../../protocol/trees';
import { surnameToSimplified, surnameToTraditional } from '../../chinese';
import type { Db } from '../../db/database';
import { personOutColumns, presentPersons } from '../persons/present';
import type { TreeAccess } from './access';
import { deadByDates } from './search';

export async function clanPersons(db: Db, access: TreeAccess, q: ClanPersonsQuery, now: Date): Promise<ClanPersons> {
  const chinese = isChinese(q.surname);
  const simplified = chinese ? surnameToSimplified(q.surname) : q.surname;
  const traditional = chinese ? surnameToTraditional(q.surname) : q.surname;
  const forms = [...new Set([q.surname, simplified, traditional])];
  const carries = sql<SqlBool>`(${sql.join(
    forms.map((value) => sql`persons.surnames @> ${JSON.stringify([{ value }])}::jsonb`),
    sql` OR `,
  )})`;
  const visible = access.isMember ? sql<SqlBool>`true` : deadByDates(now);
  const base = db.selectFrom('persons').where('tree_id', '=', access.tree.id).where(carries).where(visible);
  const [rows, total] = await Promise.all([
    base.select(personOutColumns).orderBy('birth_sort').orderBy('id').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    surname: q.surname,
    simplified,
    traditional,
    objects: await presentPersons(db, rows, access.isMember, now),
    meta: { limit: q.limit, offset: q.offset, total_count: Number(total.n) },
  };
}
