/**
 * Pinyin for search and display with pinyin-pro: surnames read as surnames (单 shan, 曾 zeng, 区 ou),
 * place names through an override table where the dictionary reading is wrong (单县 shàn, 乐清 yuè).
 */
import { pinyin } from 'pinyin-pro';
import { findSurname } from './surnameTable';

/** Toneless, lower case, ü written v (the way people type it). */
function toneless(text: string, mode: 'normal' | 'surname'): string[] {
  return pinyin(text, { toneType: 'none', type: 'array', mode, v: true, nonZh: 'removed' })
    .map((s) => s.toLowerCase().trim())
    .filter(Boolean);
}

/** Syllables of a surname read as a surname: the surname table first, then pinyin-pro's surname mode. */
export function surnamePinyin(surname: string): string[] {
  const s = surname.replace(/\s+/gu, '');
  return findSurname(s)?.pinyin ?? toneless(s, 'surname');
}

/** Syllables of a given name. */
export function givenPinyin(given: string): string[] {
  return toneless(given.replace(/\s+/gu, ''), 'normal');
}

export interface NamePinyin {
  /** "huang yongsheng": surname and given name as two words. */
  spaced: string;
  /** "huangyongsheng". */
  joined: string;
  /** "hys": first letter of every syllable. */
  initials: string;
  surname: string[];
  given: string[];
}

/** Pinyin forms of a Chinese name for search: spaced, joined and initials. */
export function namePinyin(surname: string, given: string): NamePinyin {
  const s = surnamePinyin(surname);
  const g = givenPinyin(given);
  return {
    spaced: [s.join(''), g.join('')].filter(Boolean).join(' '),
    joined: s.join('') + g.join(''),
    initials: [...s, ...g].map((x) => x[0]).join(''),
    surname: s,
    given: g,
  };
}

/**
 * Place names whose reading differs from the everyday one; pinyin-pro reads these wrongly
 * (checked against pinyin-pro 3.29: 单县 dan, 乐清 le, 大埔 pu, 黄陂 bei, 涡阳 wo ...).
 */
const PLACE_READINGS: Record<string, string> = {
  单县: 'shàn xiàn',
  乐清: 'yuè qīng',
  乐亭: 'lào tíng',
  大埔: 'dà bù',
  黄陂: 'huáng pí',
  涡阳: 'guō yáng',
  歙县: 'shè xiàn',
  洪洞: 'hóng tóng',
  蔚县: 'yù xiàn',
  会稽: 'kuài jī',
  筠连: 'jūn lián',
  六安: 'lù ān',
  丽水: 'lí shuǐ',
  台州: 'tāi zhōu',
  天台: 'tiān tāi',
  番禺: 'pān yú',
  解州: 'xiè zhōu',
  浚县: 'xùn xiàn',
  东阿: 'dōng ē',
  牟平: 'mù píng',
  句容: 'jù róng',
  荥阳: 'xíng yáng',
};
const PLACE_KEYS = Object.keys(PLACE_READINGS).sort((a, b) => b.length - a.length);

function stripTones(syllable: string): string {
  return syllable.normalize('NFD').replace(/[\u0300-\u036f]/gu, '').replace(/u\u0308|ü/gu, 'v').normalize('NFC');
}

/** Syllables of a place name, overrides applied; toneless lower case unless tones are asked for. */
export function placePinyin(place: string, options: { tones?: boolean } = {}): string[] {
  const out: string[] = [];
  let rest = place.replace(/\s+/gu, '');
  while (rest.length > 0) {
    let i = 0;
    let hit: string | undefined;
    for (; i < rest.length; i++) {
      hit = PLACE_KEYS.find((k) => rest.startsWith(k, i));
      if (hit) break;
    }
    const plain = rest.slice(0, i);
    if (plain) {
      out.push(
        ...(options.tones
          ? pinyin(plain, { type: 'array', nonZh: 'removed' }).filter(Boolean)
          : toneless(plain, 'normal')),
      );
    }
    if (!hit) break;
    const reading = PLACE_READINGS[hit].split(' ');
    out.push(...(options.tones ? reading : reading.map(stripTones)));
    rest = rest.slice(i + hit.length);
  }
  return out;
}
