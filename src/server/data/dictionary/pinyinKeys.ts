/**
 * Pinyin keys of dictionary words and queries. CC-CEDICT writes pinyin as numbered syllables
 * ("zu2 pu3", "lu:4", neutral tone 5); a lookup may come numbered, with tone marks ("zúpǔ") or
 * without tones ("zupu"), with or without spaces. Two keys serve all of them, syllables joined and
 * lower-cased: the toned key in tone marks ("zúpǔ") and the toneless key ("zupu", ü folded to u).
 */

const MARKS: Record<string, string> = { '1': '\u0304', '2': '\u0301', '3': '\u030c', '4': '\u0300' };
const TONE_MARK = /[\u0304\u0301\u030c\u0300]/;
const VOWELS = 'aeiouü';

/** One numbered syllable in tone marks: "zu3" -> "zǔ", "lu:4" -> "lǜ", "ma5" -> "ma". */
export function markSyllable(letters: string, tone: string): string {
  const s = letters.toLowerCase().replace(/u:|v/g, 'ü');
  const mark = MARKS[tone];
  if (!mark) return s;
  let at = s.indexOf('a');
  if (at < 0) at = s.indexOf('e');
  if (at < 0 && s.includes('ou')) at = s.indexOf('o');
  if (at < 0) for (let i = s.length - 1; i >= 0; i--) if (VOWELS.includes(s[i])) { at = i; break; }
  if (at < 0) return s;
  return (s.slice(0, at + 1) + mark + s.slice(at + 1)).normalize('NFC');
}

/** Numbered pinyin in tone marks, syllables kept apart by what separated them: "zu2 pu3" -> "zú pǔ". */
export function numberedToMarks(numbered: string): string {
  return numbered.replace(/([A-Za-zü]+(?::)?[A-Za-zü]*)([1-5])/g, (_, letters: string, tone: string) => markSyllable(letters, tone));
}

/** Letters only, lower-case, composed: the toned key ("zú pǔ" -> "zúpǔ"). */
function lettersOnly(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[^\p{L}]/gu, '');
}

/** The toneless key: marks dropped, ü (and its spellings v, u:) folded to u. */
export function tonelessKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/u:/g, 'u')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '')
    .replace(/v/g, 'u');
}

/** Both keys of a CC-CEDICT pinyin field. */
export function pinyinKeys(numbered: string): { toned: string; toneless: string; marks: string } {
  const marks = numberedToMarks(numbered);
  return { marks, toned: lettersOnly(marks), toneless: tonelessKey(numbered) };
}

/**
 * The key a Latin query looks up: the toned key when it carries tones (digits or marks), else the
 * toneless one. Null when it has no letters.
 */
export function queryPinyinKey(query: string): { key: string; toned: boolean } | null {
  const q = query.trim();
  const numbered = /[a-zü:]\s*[1-5]/i.test(q);
  const marked = TONE_MARK.test(q.normalize('NFD'));
  if (numbered || marked) {
    const key = lettersOnly(numberedToMarks(q.replace(/v/gi, 'ü')));
    return key ? { key, toned: true } : null;
  }
  const key = tonelessKey(q);
  return key ? { key, toned: false } : null;
}
