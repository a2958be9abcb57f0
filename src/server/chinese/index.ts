/**
 * Chinese-language helpers for the server: pinyin, script conversion, dialect romanisations of
 * surnames, and the tokens search indexes for a person.
 */
/** Pinyin of surnames (surname readings), given names and places (override table applied). */
export { givenPinyin, namePinyin, placePinyin, surnamePinyin, type NamePinyin } from './pinyin';
/** Simplified/traditional conversion, surnames by the surname table first. */
export {
  nameToSimplified,
  nameToTraditional,
  splitChineseName,
  surnameToSimplified,
  surnameToTraditional,
  toSimplified,
  toTraditional,
  type TraditionalVariant,
} from './script';
/** Dialect spellings of surnames in both directions, and Latin folding for comparison. */
export { foldLatin, romanisationsOf, surnamesForRomanisation } from './romanisation';
/** The hand-written table of common surnames. */
export { SURNAMES, findSurname, type SurnameEntry } from './surnameTable';
/** Search tokens for a person, query normalisation and prefix matching. */
export { matchesQuery, normaliseQuery, searchKeys } from './searchKeys';
