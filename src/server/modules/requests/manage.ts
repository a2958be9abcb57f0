/** Operator commands for contact and support requests: `requests:list` and `requests:status`. */
import { parseArgs } from 'node:util';
// commands.ts imports this file too; UsageError is only used inside functions, after both have loaded.
import { UsageError, type CommandContext } from '../../manage/commands';
import { requestStatuses, type RequestStatus } from '../../../protocol/requests';
import { setRequestStatus } from './service';

const LIST_USAGE = `usage: requests:list [--status ${requestStatuses.join('|')}] [--kind KIND] [--limit N]`;
const STATUS_USAGE = `usage: requests:status ID ${requestStatuses.join('|')}`;
const isStatus = (s: string | undefined): s is RequestStatus => (requestStatuses as readonly string[]).includes(s ?? '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requestsList({ db, args, out }: CommandContext): Promise<void> {
  const { values } = parseArgs({ args, options: { status: { type: 'string' }, kind: { type: 'string' }, limit: { type: 'string', default: '50' } } });
  if (values.status !== undefined && !isStatus(values.status)) throw new UsageError(LIST_USAGE);
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(LIST_USAGE);
  let q = db
    .selectFrom('contact_requests as r')
    .select((eb) => ['r.id', 'r.kind', 'r.status', 'r.email', 'r.first_name', 'r.last_name', 'r.created_at', eb.selectFrom('contact_request_attachments as a').whereRef('a.request_id', '=', 'r.id').select(eb.fn.countAll<string>().as('n')).as('files')])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit);
  if (values.status) q = q.where('r.status', '=', values.status);
  if (values.kind) q = q.where('r.kind', '=', values.kind as never);
  const rows = await q.execute();
  out('id\tkind\tstatus\tcreated\tfrom\tattachments');
  for (const r of rows) {
    const who = `${`${r.first_name} ${r.last_name}`.trim()} <${r.email}>`.trim();
    out(`${r.id}\t${r.kind}\t${r.status}\t${new Date(r.created_at).toISOString()}\t${who}\t${Number(r.files ?? 0)}`);
  }
  if (!rows.length) out('(no requests)');
}

export async function requestsStatus({ db, args, out }: CommandContext): Promise<void> {
  const [id, status] = args;
  if (!id || !UUID.test(id) || !isStatus(status) || args.length !== 2) throw new UsageError(STATUS_USAGE);
  try {
    await setRequestStatus(db, id, status, new Date());
  } catch {
    throw new UsageError(`no request with id ${id}`);
  }
  out(`request ${id} is ${status}`);
}
