/**
 * The tsquery a record search's first name becomes. Clerks wrote the same given name many ways, and
 * the record keys hold only what the clerk wrote, so the query widens instead:
 *   - a syllable answers to its other customary spellings (Kwong/Quong, Hing/Hin, Kee/Ki, Fook/Fok/Fuk,
 *     Cheung/Chong, Teck/Tek, Boon/Bun, Seng/Sing, Guan/Goan, Wah/Wa, Sing/Shing);
 *   - syllables typed apart also find them written as one word (Kwong-man finds Kwongman), and one
 *     word made of two syllables finds them written apart (Choiwing finds Choi Wing);
 *   - with two or more syllables, any one of them may have been written "Ah" (Wong Wing Man appears as
 *     Wong Ah Man): "Ah" stands in for the syllable the family did not use, asked as the key of "Ah"
 *     joined to the syllable after it (ahman), which the record keys hold for neighbouring words;
 *   - a Western given name beside the Chinese one (George Wah Yee) may be missing from the record.
 * A given name typed in Chinese also finds it spelled in Cantonese (永耀 finds Wing Yiu, Wingyiu and
 * Ah Yiu; see givenCantonese.ts). "Ah" typed in the query is a form of address and is not required.
 * Only the name exactly as typed counts as a whole match for the score; a match through a variant, a
 * join or an "Ah" ranks below it. Syllable spellings and splits: chinese/romanisedSyllables.ts.
 */
import { cantoneseSpellings } from '../../chinese/givenCantonese';
import { isRomanisedSyllable, splitSyllables, syllableVariants } from '../../chinese/romanisedSyllables';
import { normaliseQuery } from '../../chinese/searchKeys';
import { lexeme } from '../trees/search';

const HAN = /\p{Script=Han}/u;

export interface FirstNameQuery {
  /** The filter: the name in any of its written forms. */
  required: string;
  /** The name as typed, every token whole: a match scores more than one through a variant or "Ah". */
  whole: string;
}

/**
 * The tsquery of a first name; null when nothing but "Ah" is left. Fuzzy: every term by prefix.
 * withAh: a syllable may have been written "Ah" (only beside a surname: a given name alone would
 * otherwise find every Ah Sing for Wing Sing).
 */
export function firstNameQuery(text: string, fuzzy: boolean, withAh = true): FirstNameQuery | null {
  const tokens = normaliseQuery(text).filter((t) => t !== 'ah' && t !== 'a');
  if (!tokens.length) return null;
  const term = (k: string) => lexeme(k) + (fuzzy ? ':*' : '');
  const either = (forms: string[]) => (forms.length === 1 ? forms[0]! : `(${forms.join(' | ')})`);
  const spellings = (syllable: string) => [syllable, ...syllableVariants(syllable)];
  const latin = (t: string): string => {
    const forms = spellings(t).map(term);
    for (const [a, b] of splitSyllables(t)) forms.push(`(${either(spellings(a).map(term))} & ${either(spellings(b).map(term))})`);
    return either(forms);
  };
  // A Chinese given name's characters, each as itself or as the clerk spelled it in Cantonese.
  const character = (c: string) => either([term(c), ...cantoneseSpellings(c).flatMap(spellings).map(term)]);
  // A syllable written after "Ah": one key, the two joined (the record keys keep neighbouring words joined).
  const afterAh = (forms: string[]) => either([...new Set(forms)].map((f) => term(`ah${f}`)));
  // The syllables the name is made of: a Latin word, or each character of a Chinese one; each with its spellings after "Ah".
  const slotsOf = tokens.map((t) =>
    HAN.test(t) ? [...t].map((c) => ({ expr: character(c), ah: afterAh(cantoneseSpellings(c).flatMap(spellings)) })) : [{ expr: latin(t), ah: afterAh(spellings(t)) }],
  );
  const slotList = slotsOf.flat();
  const slots = slotList.map((s) => s.expr);
  const options = [slots.join(' & ')];
  // A Chinese given name's characters spelled and written as one word (永耀: Wingyiu).
  if (tokens.length === 1 && HAN.test(tokens[0]!) && [...tokens[0]!].length > 1) {
    const joined = [...tokens[0]!].reduce<string[]>((heads, c) => heads.flatMap((head) => cantoneseSpellings(c).map((s) => head + s)), ['']);
    options.push(...joined.slice(0, 12).map(term));
  }
  if (tokens.length > 1 && !tokens.some((t) => HAN.test(t))) options.push(term(tokens.join('')));
  // One syllable written "Ah": the record reads "Ah" before one of the others (Wong Wing Man as Wong Ah Man).
  const ahOf = (kept: { expr: string; ah: string }[]) =>
    kept.length === 1 ? kept[0]!.ah : [either(kept.map((k) => k.ah)), ...kept.map((k) => k.expr)].join(' & ');
  if (withAh && slotList.length > 1) slotList.forEach((_, i) => options.push(ahOf(slotList.filter((__, j) => j !== i))));
  // A run-together name with one syllable written "Ah" (Kwonghing appears as Ah Hing).
  tokens.forEach((t, i) => {
    const splits = !withAh || HAN.test(t) ? [] : splitSyllables(t);
    if (splits.length !== 1) return;
    const others = slotsOf.filter((_, j) => j !== i).flat();
    for (const kept of splits[0]!) options.push(ahOf([...others, { expr: either(spellings(kept).map(term)), ah: afterAh(spellings(kept)) }]));
  });
  // A Western given name beside the Chinese one (George Wah Yee) is not always written: the record
  // may give only the Chinese name's syllables.
  const western = tokens.filter((t) => !HAN.test(t) && !isRomanisedSyllable(t) && !splitSyllables(t).length);
  if (western.length && western.length < tokens.length) options.push(slotsOf.filter((_, j) => !western.includes(tokens[j]!)).flat().map((s) => s.expr).join(' & '));
  return {
    required: options.length === 1 ? options[0]! : options.map((o) => `(${o})`).join(' | '),
    whole: tokens.map(lexeme).join(' & '),
  };
}
