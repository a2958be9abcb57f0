/** Operator commands of events and workshops: add one, list registrations. */
import { parseArgs } from 'node:util';
// commands.ts imports this file too; UsageError is only used inside functions, after both have loaded.
import { UsageError, type CommandContext } from '../../manage/commands';

const addUsage = 'usage: event:add --title T --starts ISO [--ends ISO] --location L [--online] [--capacity N] --description D [--url U]';

export async function eventAdd({ db, args, out }: CommandContext): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      title: { type: 'string' },
      starts: { type: 'string' },
      ends: { type: 'string' },
      location: { type: 'string' },
      online: { type: 'boolean', default: false },
      capacity: { type: 'string' },
      description: { type: 'string' },
      url: { type: 'string' },
    },
  });
  const starts = new Date(values.starts ?? '');
  const ends = values.ends ? new Date(values.ends) : null;
  const capacity = values.capacity ? Number(values.capacity) : null;
  if (!values.title || !values.location || !values.description || Number.isNaN(starts.getTime())) throw new UsageError(addUsage);
  if (ends && (Number.isNaN(ends.getTime()) || ends <= starts)) throw new UsageError('--ends must be a date after --starts');
  if (capacity !== null && (!Number.isInteger(capacity) || capacity < 1)) throw new UsageError('--capacity must be a whole number above 0');
  const row = await db
    .insertInto('wiki_events')
    .values({ title: values.title, starts_at: starts, ends_at: ends, location: values.location, is_online: values.online, description: values.description, url: values.url ?? null, capacity })
    .returning('id')
    .executeTakeFirstOrThrow();
  out(`added event ${row.id}`);
}

export async function eventRegistrations({ db, args, out }: CommandContext): Promise<void> {
  const [id] = args;
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw new UsageError('usage: event:registrations EVENT_ID');
  const rows = await db.selectFrom('event_registrations').select(['name', 'email', 'created_at']).where('event_id', '=', id).orderBy('created_at').execute();
  for (const r of rows) out(`${new Date(r.created_at).toISOString()}  ${r.name} <${r.email}>`);
  out(`${rows.length} registered`);
}
