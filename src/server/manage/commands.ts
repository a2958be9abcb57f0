/**
 * Operator commands for `npm run manage -- <command>`. Each takes parsed arguments and the open
 * database; areas add their commands to the registry.
 */
import { DirectoryStore, type FileStore } from '../files/store';
import { join, resolve } from 'node:path';
import { parseEnv } from '../env';
import { parseArgs } from 'node:util';
import type { Db } from '../db/database';
import { hashPassword } from '../auth/password';
import { setSwitch } from '../modules/switches/service';
import { seedDemo } from '../demo/seedDemo';
import { ipRangeAdd, userStaff } from '../modules/accounts/manage';
import { gedcomExport, gedcomImport } from '../modules/gedcom/manage';
import { rebuildReferenceData } from '../data/reference/sets';
import { recordsImport, recordsSample } from '../modules/records/manage';
import { planList, planSet } from '../modules/subscriptions/manage';
import { newsletterForward, newsletterSend, newsletterStats } from '../modules/newsletter/manage';
import { eventAdd, eventRegistrations } from '../modules/events/manage';
import { requestsList, requestsStatus } from '../modules/requests/manage';

export interface CommandContext {
  db: Db;
  args: string[];
  out: (line: string) => void;
  /** The file store S3_* chose; absent, commands use the directory under DATA_DIR/files. */
  files?: FileStore;
}

export interface ManageCommand {
  usage: string;
  summary: string;
  run(ctx: CommandContext): Promise<void>;
}

export class UsageError extends Error {}

const switchSet: ManageCommand = {
  usage: 'switch:set NAME on|off',
  summary: 'turn a feature switch on or off',
  async run({ db, args, out }) {
    const [name, state] = args;
    if (!name || (state !== 'on' && state !== 'off')) throw new UsageError('usage: switch:set NAME on|off');
    const saved = await setSwitch(db, name, state === 'on', new Date());
    out(`${saved} is ${state}`);
  },
};

const userCreate: ManageCommand = {
  usage: 'user:create --email E --password P [--staff]',
  summary: 'create an account (verified e-mail)',
  async run({ db, args, out }) {
    const { values } = parseArgs({
      args,
      options: { email: { type: 'string' }, password: { type: 'string' }, staff: { type: 'boolean', default: false } },
    });
    if (!values.email || !values.password) throw new UsageError('usage: user:create --email E --password P [--staff]');
    const email = values.email.trim();
    const exists = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
    if (exists) throw new UsageError(`a user with e-mail ${email} already exists`);
    const row = await db
      .insertInto('users')
      .values({ email, password_hash: await hashPassword(values.password), is_staff: values.staff })
      .returning('id')
      .executeTakeFirstOrThrow();
    out(`created user ${email} (${row.id})${values.staff ? ' with staff rights' : ''}`);
  },
};

export const commands: Record<string, ManageCommand> = {
  migrate: {
    usage: 'migrate',
    summary: 'apply pending database migrations',
    async run({ out }) {
      out('database is at the latest migration');
    },
  },
  'switch:set': switchSet,
  'user:create': userCreate,
  'user:staff': { usage: 'user:staff EMAIL on|off', summary: 'grant or remove staff rights', run: userStaff },
  'ip-range:add': { usage: 'ip-range:add CIDR --email E', summary: 'log in visitors from an address range as an account', run: ipRangeAdd },
  'gedcom:import': { usage: 'gedcom:import FILE --owner EMAIL [--tree TREE_ID]', summary: 'import a GEDCOM or GEDZIP file into a new (or the given) tree', run: (ctx) => gedcomImport(ctx) },
  'gedcom:export': { usage: 'gedcom:export TREE_ID FILE --format gedcom551|gedcom7|gedzip', summary: 'write a tree as GEDCOM 5.5.1, 7.0 or GEDZIP', run: (ctx) => gedcomExport(ctx) },
  'reference:rebuild': {
    usage: 'reference:rebuild',
    summary: 'reload the reference data (dictionary, gazetteer) from the packaged sources',
    async run({ db, out, files }) {
      await rebuildReferenceData(db, out, undefined, files ?? new DirectoryStore(join(resolve(parseEnv().DATA_DIR), 'files')));
    },
  },
  'demo:seed': {
    usage: 'demo:seed',
    summary: 'create the public demo family tree (does nothing when it exists)',
    async run({ db, out }) {
      const r = await seedDemo(db);
      out(r.created ? `created the demo tree ${r.treeId} with ${r.persons} persons` : `the demo tree ${r.treeId} already exists (${r.persons} persons)`);
    },
  },
  'records:import': { usage: 'records:import FILE [FILE...] [--images DIR]', summary: 'import record collection files (JSON Lines, layout in the README) with their page images, each all or nothing', run: recordsImport },
  'records:sample': { usage: 'records:sample DIR [--records N]', summary: 'write the sample record corpora as collection files', run: recordsSample },
  'plan:list': { usage: 'plan:list', summary: 'list the subscription plans', run: planList },
  'plan:set': { usage: 'plan:set ID [--name N] [--cost 99] [--trial-days N] …', summary: 'change a subscription plan (price, trial, on sale)', run: planSet },
  'newsletter:stats': { usage: 'newsletter:stats', summary: 'confirmed subscribers per newsletter list', run: newsletterStats },
  'newsletter:send': { usage: 'newsletter:send --list LIST --subject S FILE', summary: 'queue a text file as an issue to the confirmed subscribers of a list (sent by the server, retried)', run: newsletterSend },
  'newsletter:forward': { usage: 'newsletter:forward', summary: 'retry forwarding subscriptions the e-mail marketing service did not take', run: newsletterForward },
  'event:add': { usage: 'event:add --title T --starts ISO --location L --description D …', summary: 'add a workshop or event (with --capacity N to limit places)', run: eventAdd },
  'event:registrations': { usage: 'event:registrations EVENT_ID', summary: 'list who registered for an event', run: eventRegistrations },
  'requests:list': { usage: 'requests:list [--status new|in_progress|done] [--kind KIND]', summary: 'list contact and support requests, newest first', run: requestsList },
  'requests:status': { usage: 'requests:status ID new|in_progress|done', summary: 'move a contact or support request to a status', run: requestsStatus },
};
