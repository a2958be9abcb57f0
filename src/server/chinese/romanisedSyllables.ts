/**
 * Romanised Chinese syllables as clerks wrote given names: whether a word is one syllable, how a word
 * of two splits, and a syllable's other customary spellings (Kwong/Quong, Hing/Hin, Kee/Ki,
 * Fook/Fok/Fuk, Cheung/Cheong/Chong, Teck/Tek, Boon/Bun, Seng/Sing, Guan/Goan, Wah/Wa, Sing/Shing).
 * Spelling conventions, not a dictionary: a word that looks like a syllable is treated as one.
 */

/** One romanised syllable: an initial, one to three vowels, a final. */
const SYLLABLE = /^(?:ch|sh|kw|qu|ng|gw|kh|th|ts|[bcdfghjklmnpqstwyz])?[aeiou][aeiouy]{0,2}(?:ng|n|m|k|p|t|h|ck)?$/;

/** Spelling rules, each read both ways: [pattern, replacement]. */
const RULES: readonly (readonly [RegExp, string])[] = [
  [/^kw/, 'qu'],
  [/^qu/, 'kw'],
  [/^shi/, 'si'],
  [/^si/, 'shi'],
  [/ing$/, 'in'],
  [/in$/, 'ing'],
  [/eng$/, 'ing'],
  [/ee$/, 'i'],
  [/([^aeiou])i$/, '$1ee'],
  [/ook$/, 'ok'],
  [/ook$/, 'uk'],
  [/([^o])ok$/, '$1ook'],
  [/uk$/, 'ook'],
  [/ck$/, 'k'],
  [/([aeiou])k$/, '$1ck'],
  [/oon$/, 'un'],
  [/([^o])un$/, '$1oon'],
  [/e[ou]ng$/, 'ong'],
  [/eung$/, 'eong'],
  [/eong$/, 'eung'],
  [/ua/, 'oa'],
  [/oa/, 'ua'],
  [/ah$/, 'a'],
  [/([^aeiouh])a$/, '$1ah'],
];

/** The other customary spellings of one romanised syllable (not the syllable itself). */
export function syllableVariants(syllable: string): string[] {
  if (!SYLLABLE.test(syllable)) return [];
  const out = new Set<string>();
  for (const [pattern, replacement] of RULES) {
    const v = syllable.replace(pattern, replacement);
    if (v !== syllable) out.add(v);
  }
  // "Cheung" and "Cheong" also appear as "Chong"; "Chong" may stand for either.
  if (/[^e]ong$/.test(syllable)) for (const f of ['eung', 'eong']) out.add(syllable.replace(/ong$/, f));
  // Two rules at once (Quong → Kwon is not a spelling, but Kwock → Quok is).
  for (const v of [...out]) for (const [pattern, replacement] of RULES.slice(0, 2)) out.add(v.replace(pattern, replacement));
  out.delete(syllable);
  return [...out];
}

/** The ways one word of two romanised syllables splits (kwonghing → kwong + hing). */
export function splitSyllables(word: string): [string, string][] {
  const splits: [string, string][] = [];
  for (let i = 1; i < word.length; i++) {
    const a = word.slice(0, i);
    const b = word.slice(i);
    if (SYLLABLE.test(a) && SYLLABLE.test(b)) splits.push([a, b]);
  }
  return splits;
}

/** Whether a lower-case word is one romanised syllable (wing, kwong, yiu; not henry). */
export function isRomanisedSyllable(word: string): boolean {
  return SYLLABLE.test(word);
}
