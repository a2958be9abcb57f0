/**
 * The password rules: long enough, not the e-mail, not one of the 10,000 most common passwords,
 * and typed the same twice. Each broken rule has its own message on the field it concerns.
 * The list is zxcvbn's, ranked by how often each password appears in leaked password sets
 * (@zxcvbn-ts/language-common, MIT).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordMessages, passwordProblems } from '../../../protocol/accounts';
import { badRequest, type FieldErrors } from '../../http/errors';

export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

export function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common;
}

/** Throws 400 naming every broken rule; `field` is where the new password was typed. */
export function checkNewPassword(password: string, confirm: string, email: string, field = 'password'): void {
  const fields: FieldErrors = {};
  const problems = passwordProblems(password, email);
  if (commonPasswords().has(password.trim().toLowerCase())) problems.push(passwordMessages.common);
  if (problems.length) fields[field] = problems;
  if (password !== confirm) fields.password_confirm = [passwordMessages.mismatch];
  const [first] = Object.values(fields);
  if (first) throw badRequest(first[0], fields);
}
