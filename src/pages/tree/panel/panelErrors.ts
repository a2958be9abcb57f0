/** Reading a failed person call: field errors from `person` (update) or `fields`, else the message. */
import { ApiError, isCancelled } from '../../../api/client';
import type { FirstNameItem, SurnameItem } from '../../../protocol/person';
import { formErrors } from './personForm';
import type { FieldErrors } from './PersonFormView';

export function errorsOf(err: unknown, sent: { first_names: FirstNameItem[]; surnames: SurnameItem[] }): FieldErrors | null {
  if (isCancelled(err)) return null;
  if (!(err instanceof ApiError)) return { form: [err instanceof Error ? err.message : String(err)] };
  const body = err.body as typeof err.body & { person?: Record<string, string[]> };
  const fields = body.person ?? body.fields;
  const byField = formErrors(fields, sent);
  if (Object.keys(byField).length === 0) return { form: [body.error] };
  return byField;
}
