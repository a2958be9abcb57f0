/**
 * Finds glossary terms in running text: a term's characters in either script (two characters or
 * more, so single characters inside longer words are left alone) and its English or pinyin title as
 * a whole word. Longer terms win over shorter ones they contain.
 */
import type { WikiGlossaryEntry } from '../../protocol/wiki';

export interface GlossaryMatcher {
  pattern: RegExp | null;
  byKey: Map<string, WikiGlossaryEntry>;
}

export type Piece = string | { entry: WikiGlossaryEntry; text: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A title is matched in prose only when it reads as a term: letters, spaces and hyphens, three letters or more. */
const matchableTitle = (title: string) => /^[\p{L}][\p{L}\p{M}\s’'-]{2,}$/u.test(title);

export function buildMatcher(entries: WikiGlossaryEntry[]): GlossaryMatcher {
  const byKey = new Map<string, WikiGlossaryEntry>();
  for (const e of entries) {
    for (const chars of [e.characters, e.traditional]) if ([...chars].length >= 2 && !byKey.has(chars)) byKey.set(chars, e);
    if (matchableTitle(e.title) && !byKey.has(e.title.toLowerCase())) byKey.set(e.title.toLowerCase(), e);
  }
  const keys = [...byKey.keys()].sort((a, b) => b.length - a.length);
  if (!keys.length) return { pattern: null, byKey };
  const alternatives = keys.map((k) => (/\p{Script=Han}/u.test(k) ? escape(k) : `(?<![\\p{L}\\p{M}])${escape(k)}(?![\\p{L}\\p{M}])`));
  return { pattern: new RegExp(alternatives.join('|'), 'giu'), byKey };
}

/**
 * Splits text into plain strings and terms. A term already in `seen` stays plain, so each term is
 * marked once (its first occurrence) in everything sharing the set.
 */
export function markTerms(text: string, matcher: GlossaryMatcher, seen: Set<WikiGlossaryEntry>): Piece[] {
  if (!matcher.pattern) return [text];
  const out: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(matcher.pattern)) {
    const entry = matcher.byKey.get(m[0]) ?? matcher.byKey.get(m[0].toLowerCase());
    if (!entry || seen.has(entry)) continue;
    seen.add(entry);
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push({ entry, text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
