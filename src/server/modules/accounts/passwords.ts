/**
 * The password rules: long enough, not the e-mail, not one of the most common passwords
 * (common-passwords.txt, shipped with the server), and typed the same twice. Each broken rule
 * has its own message on the field it concerns.
 */
import { readFileSync } from 'node:fs';
import { passwordMessages, passwordProblems } from '../../../protocol/accounts';
import { badRequest, type FieldErrors } from '../../http/errors';

let common: Set<string> | undefined;

export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
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
