/**
 * register-pr (/register/:base64Text) carries prefilled fields in base64: either JSON or a query
 * string, e.g. base64("email=a@b.com&first_name=Mei&surname=Lin&referral_code=ABC").
 */
export interface RegisterPrefill {
  email?: string;
  first_name?: string;
  surname?: string;
  referral_code?: string;
}

const keys = ['email', 'first_name', 'surname', 'referral_code'] as const;

export function decodeRegisterPrefill(base64Text: string | undefined): RegisterPrefill {
  if (!base64Text) return {};
  let text: string;
  try {
    const normal = decodeURIComponent(base64Text).replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(normal), (ch) => ch.charCodeAt(0));
    text = new TextDecoder().decode(bytes);
  } catch {
    return {};
  }
  let source: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') source = parsed as Record<string, unknown>;
  } catch {
    source = Object.fromEntries(new URLSearchParams(text));
  }
  const out: RegisterPrefill = {};
  for (const key of keys) if (typeof source[key] === 'string' && source[key]) out[key] = source[key] as string;
  return out;
}
