/** The name heading a person's quick view and profile page: never empty, so a nameless person reads as on their card. */

/** What a card says for a person with no name at all, in each script (as the engine's cards do). */
export const UNKNOWN_NAME = { en: 'Unknown', zh: '未知' } as const;

/**
 * The heading's name and the Chinese name shown beside it ('' for none): English leads when there is one,
 * else Chinese, else the full name (a private person's 'Living'); a person with no name is Unknown 未知.
 */
export function personHeading(p: { names_en: string; names_zh: string; full_name: string }): { name: string; zh: string } {
  const en = p.names_en.trim();
  const zh = p.names_zh.trim();
  if (en) return { name: en, zh };
  if (zh) return { name: zh, zh: '' };
  const full = p.full_name.trim();
  return full ? { name: full, zh: '' } : { name: UNKNOWN_NAME.en, zh: UNKNOWN_NAME.zh };
}
