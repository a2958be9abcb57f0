/**
 * Toneless pinyin -> Wade-Giles, by the standard correspondence of initials and finals (張 zhang ->
 * Chang, 徐 xu -> Hsü, 謝 xie -> Hsieh, 蔡 cai -> Ts'ai, 郭 guo -> Kuo). The apostrophe marks
 * aspiration; passports and old records usually drop it and the umlaut (Tsai, Hsu), which is what
 * `plainWadeGiles` gives.
 */

const INITIALS: [string, string][] = [
  ['zh', 'ch'],
  ['ch', "ch'"],
  ['sh', 'sh'],
  ['b', 'p'],
  ['p', "p'"],
  ['m', 'm'],
  ['f', 'f'],
  ['d', 't'],
  ['t', "t'"],
  ['n', 'n'],
  ['l', 'l'],
  ['g', 'k'],
  ['k', "k'"],
  ['h', 'h'],
  ['j', 'ch'],
  ['q', "ch'"],
  ['x', 'hs'],
  ['r', 'j'],
  ['z', 'ts'],
  ['c', "ts'"],
  ['s', 's'],
];

/** Whole syllables whose spelling no rule below gives. */
const WHOLE: Record<string, string> = {
  zi: 'tzu',
  ci: "tz'u",
  si: 'ssu',
  zhi: 'chih',
  chi: "ch'ih",
  shi: 'shih',
  ri: 'jih',
  er: 'erh',
  you: 'yu',
  yu: 'yü',
  yue: 'yüeh',
  yuan: 'yüan',
  yun: 'yün',
  yan: 'yen',
  ye: 'yeh',
  yong: 'yung',
  ge: 'ko',
  ke: "k'o",
  he: 'ho',
  e: 'o',
};

/** Initials after which -uo is written -o (luo lo, duo to, zhuo cho), not after g, k, h, sh. */
const UO_TO_O = new Set(['b', 'p', 'm', 'f', 'd', 't', 'n', 'l', 'zh', 'ch', 'r', 'z', 'c', 's']);

function final(initial: string, rest: string): string {
  // ü after j, q, x is written u in pinyin.
  const palatal = initial === 'j' || initial === 'q' || initial === 'x';
  if (palatal && /^u/.test(rest)) rest = `v${rest.slice(1)}`;
  if (rest === 'uo' && UO_TO_O.has(initial)) return 'o';
  if (rest === 'ui' && (initial === 'g' || initial === 'k')) return 'uei';
  return rest
    .replace(/^ong$/, 'ung')
    .replace(/^iong$/, 'iung')
    .replace(/^ian$/, 'ien')
    .replace(/^ie$/, 'ieh')
    .replace(/^ve$/, 'üeh')
    .replace(/^van$/, 'üan')
    .replace(/^vn$/, 'ün')
    .replace(/^v$/, 'ü')
    .replace(/^ue$/, 'üeh');
}

/** One toneless pinyin syllable (ü as v) in Wade-Giles, lower case. */
export function wadeGilesSyllable(syllable: string): string {
  const s = syllable.toLowerCase().replace(/ü/g, 'v');
  if (WHOLE[s]) return WHOLE[s];
  const hit = INITIALS.find(([p]) => s.startsWith(p) && s.length > p.length);
  if (!hit) return final('', s);
  const [initial, spelled] = hit;
  return spelled + final(initial, s.slice(initial.length));
}

/** A surname's pinyin syllables in Wade-Giles, capitalised, parts hyphened: ['ou', 'yang'] -> "Ou-yang". */
export function wadeGiles(pinyin: readonly string[]): string {
  const text = pinyin.map(wadeGilesSyllable).join('-');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The same as usually carried in documents: no apostrophes, ü as u ("Ts'ai" -> "Tsai", "Hsü" -> "Hsu"). */
export function plainWadeGiles(pinyin: readonly string[]): string {
  return wadeGiles(pinyin).replace(/'/g, '').replace(/ü/g, 'u');
}
