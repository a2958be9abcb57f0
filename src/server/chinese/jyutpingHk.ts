/**
 * Jyutping -> the Hong Kong government's spelling of Cantonese names (the romanisation on HKID cards
 * and in the Hong Kong registers: 黃 wong4 -> Wong, 陳 can4 -> Chan, 吳 ng4 -> Ng, 張 zoeng1 -> Cheung).
 *
 * The spelling is a convention rather than a system, so this table gives the usual rendering of each
 * initial and final; a customary spelling that differs (李 lei5 -> derived Lei, customary Lee; 羅
 * lo4 -> Lo, customary Law) is kept in the hand-written surname table, which wins.
 */

const INITIALS = ['gw', 'kw', 'ng', 'b', 'p', 'm', 'f', 'd', 't', 'n', 'l', 'g', 'k', 'h', 'w', 'z', 'c', 's', 'j'] as const;

const INITIAL_SPELLING: Record<string, string> = {
  b: 'p',
  p: 'p',
  m: 'm',
  f: 'f',
  d: 't',
  t: 't',
  n: 'n',
  l: 'l',
  g: 'k',
  k: 'k',
  ng: 'ng',
  h: 'h',
  gw: 'kw',
  kw: 'kw',
  w: 'w',
  z: 'ch',
  c: 'ch',
  s: 's',
  j: 'y',
  '': '',
};

/** Finals as the Hong Kong spelling writes them; a final not listed is written as it is. */
const FINAL_SPELLING: Record<string, string> = {
  aa: 'a',
  aai: 'ai',
  aau: 'au',
  aam: 'am',
  aan: 'an',
  aang: 'ang',
  aap: 'ap',
  aat: 'at',
  aak: 'ak',
  eoi: 'ui',
  eon: 'un',
  eot: 'ut',
  oe: 'oe',
  oeng: 'eung',
  oek: 'euk',
  ou: 'o',
  yu: 'u',
  yun: 'uen',
  yut: 'uet',
};

/** z and c are written Ts before these finals (謝 ze6 Tse, 徐 ceoi4 Tsui, 曾 zang1 Tsang). */
const TS_FINALS = new Set(['e', 'eoi', 'ang']);

/** Splits a toned or toneless Jyutping syllable into initial and final; null when it is not one. */
export function splitJyutping(syllable: string): { initial: string; final: string; tone: string } | null {
  const m = /^([a-z]+)([1-6]?)$/.exec(syllable.trim().toLowerCase());
  if (!m) return null;
  const [, body, tone] = m;
  // Syllabic nasals: 吳 ng4, 唔 m4.
  if (body === 'ng' || body === 'm') return { initial: '', final: body, tone };
  const initial = INITIALS.find((i) => body.startsWith(i) && body.length > i.length) ?? '';
  return { initial, final: body.slice(initial.length), tone };
}

/** One Jyutping syllable in the Hong Kong spelling, lower case: wong4 -> wong, zoeng1 -> cheung. */
export function hkSyllable(syllable: string): string {
  const parts = splitJyutping(syllable);
  if (!parts) throw new Error(`Not a Jyutping syllable: ${syllable}`);
  const { initial, final } = parts;
  if (!initial && (final === 'ng' || final === 'm')) return final;
  if ((initial === 'z' || initial === 'c') && final === 'i') return 'chi';
  if (initial === 's' && final === 'i') return 'sze';
  if (initial === 'j' && final === 'i') return 'yi';
  if (initial === 'j' && final.startsWith('yu')) return `y${FINAL_SPELLING[final] ?? final}`;
  if (initial === 's' && (final === 'yu' || final === 'yun')) return `s${FINAL_SPELLING[final]}`.replace(/^su$/, 'shu');
  let head = INITIAL_SPELLING[initial];
  if ((initial === 'z' || initial === 'c') && TS_FINALS.has(final)) head = 'ts';
  return head + (FINAL_SPELLING[final] ?? final);
}

/** A surname's Jyutping (syllables spaced) in the Hong Kong spelling, capitalised, parts hyphened: "au1 joeng4" -> "Au-Yeung". */
export function jyutpingToHk(jyutping: string): string {
  return jyutping
    .trim()
    .split(/\s+/)
    .map((s) => capitalise(hkSyllable(s)))
    .join('-');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
