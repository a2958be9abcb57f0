/**
 * The name heading a person's quick view and profile page: never empty, so a nameless person reads as on
 * their card, and in the order the member chose for names in family trees.
 */

import { UNKNOWN_NAME } from '../../protocol/names';

type Script = 'en' | 'zh';

/** One part of the heading and its language, so Chinese is marked lang="zh" for fonts and screen readers. */
export interface HeadingPart {
  text: string;
  lang: Script;
}

/**
 * The heading's leading name and the one shown beside it (null for none). Both scripts are always shown on
 * these pages, the member's first script leading; with one script, that one; with none, the full name (a
 * private person's 'Living'); a person with no name is Unknown 未知.
 */
export function personHeading(p: { names_en: string; names_zh: string; full_name: string }, first: Script = 'en'): { lead: HeadingPart; second: HeadingPart | null } {
  const names: Record<Script, string> = { en: p.names_en.trim(), zh: p.names_zh.trim() };
  const other: Script = first === 'en' ? 'zh' : 'en';
  if (names[first]) return { lead: { text: names[first], lang: first }, second: names[other] ? { text: names[other], lang: other } : null };
  if (names[other]) return { lead: { text: names[other], lang: other }, second: null };
  const full = p.full_name.trim();
  if (full) return { lead: { text: full, lang: 'en' }, second: null };
  return { lead: { text: UNKNOWN_NAME[first], lang: first }, second: { text: UNKNOWN_NAME[other], lang: other } };
}
