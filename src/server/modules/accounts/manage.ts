/** Operator commands for accounts: staff rights and institutional IP ranges. */
import { BlockList, isIP } from 'node:net';
import { parseArgs } from 'node:util';
// commands.ts imports this file too; UsageError is only used inside functions, after both have loaded.
import { UsageError, type CommandContext } from '../../manage/commands';
import { findUserByEmail } from './service';

export async function userStaff({ db, args, out }: CommandContext): Promise<void> {
  const [email, state] = args;
  if (!email || (state !== 'on' && state !== 'off')) throw new UsageError('usage: user:staff EMAIL on|off');
  const user = await findUserByEmail(db, email);
  if (!user) throw new UsageError(`no user with e-mail ${email}`);
  await db.updateTable('users').set({ is_staff: state === 'on' }).where('id', '=', user.id).execute();
  out(`${user.email} ${state === 'on' ? 'now has' : 'no longer has'} staff rights`);
}

/** Checks "address/prefix" and answers it normalised, or throws with the reason. */
export function parseCidr(text: string): string {
  const [address, prefixText, extra] = text.trim().split('/');
  const family = isIP(address ?? '');
  const max = family === 6 ? 128 : 32;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!family || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
    throw new UsageError(`not an IPv4 or IPv6 range: ${text} (write e.g. 192.0.2.0/24)`);
  }
  new BlockList().addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  return `${address}/${prefix}`;
}

export async function ipRangeAdd({ db, args, out }: CommandContext): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { email: { type: 'string' } } });
  if (positionals.length !== 1 || !values.email) throw new UsageError('usage: ip-range:add CIDR --email E');
  const cidr = parseCidr(positionals[0]);
  const user = await findUserByEmail(db, values.email);
  if (!user) throw new UsageError(`no user with e-mail ${values.email}`);
  await db.insertInto('ip_login_ranges').values({ cidr, user_id: user.id }).execute();
  out(`addresses in ${cidr} now log in as ${user.email}`);
}
