import { switchNameSchema, type SwitchName, type SwitchesResponse } from '../../../protocol/common';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';

/** Feature switches live in a table so operators flip them without a deploy. */
export async function readSwitches(db: Db): Promise<SwitchesResponse> {
  const rows = await db.selectFrom('switches').select(['name', 'is_on']).orderBy('name').execute();
  const switches = Object.fromEntries(rows.map((r) => [r.name, r.is_on]));
  return { flags: {}, switches, samples: {} };
}

export async function setSwitch(db: Db, name: string, on: boolean, now: Date): Promise<SwitchName> {
  const parsed = switchNameSchema.safeParse(name);
  if (!parsed.success) {
    throw badRequest(`Unknown switch '${name}'. Known switches: ${switchNameSchema.options.join(', ')}.`);
  }
  await db
    .insertInto('switches')
    .values({ name: parsed.data, is_on: on, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ is_on: on, updated_at: now }))
    .execute();
  return parsed.data;
}
