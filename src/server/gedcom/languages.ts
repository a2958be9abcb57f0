/**
 * The language names of GEDCOM 5.5.1 (its LANGUAGE_ID list, with its spellings: "Mandrin", "Pusto")
 * and their BCP 47 tags, which 7.0 uses. Mapping as in the gedcom7code 5-to-7 converter.
 */
const NAMES: Record<string, string> = {
  Afrikaans: 'af', Albanian: 'sq', Amharic: 'am', 'Anglo-Saxon': 'ang', Arabic: 'ar', Armenian: 'hy', Assamese: 'as',
  Belorusian: 'be', Bengali: 'bn', Braj: 'bra', Bulgarian: 'bg', Burmese: 'my', Cantonese: 'yue', Catalan: 'ca',
  Catalan_Spn: 'ca-ES', 'Church-Slavic': 'cu', Czech: 'cs', Danish: 'da', Dogri: 'dgr', Dutch: 'nl', English: 'en',
  Esperanto: 'eo', Estonian: 'et', Faroese: 'fo', Finnish: 'fi', French: 'fr', Georgian: 'ka', German: 'de', Greek: 'el',
  Gujarati: 'gu', Hawaiian: 'haw', Hebrew: 'he', Hindi: 'hi', Hungarian: 'hu', Icelandic: 'is', Indonesian: 'id',
  Italian: 'it', Japanese: 'ja', Kannada: 'kn', Khmer: 'km', Konkani: 'kok', Korean: 'ko', Lahnda: 'lah', Lao: 'lo',
  Latvian: 'lv', Lithuanian: 'lt', Macedonian: 'mk', Maithili: 'mai', Malayalam: 'ml', Mandrin: 'cmn', Manipuri: 'mni',
  Marathi: 'mr', Mewari: 'mtr', Navaho: 'nv', Nepali: 'ne', Norwegian: 'no', Oriya: 'or', Pahari: 'him', Pali: 'pi',
  Panjabi: 'pa', Persian: 'fa', Polish: 'pl', Portuguese: 'pt', Prakrit: 'pra', Pusto: 'ps', Rajasthani: 'raj',
  Romanian: 'ro', Russian: 'ru', Sanskrit: 'sa', Serb: 'sr', Serbo_Croa: 'sh', Slovak: 'sk', Slovene: 'sl',
  Spanish: 'es', Swedish: 'sv', Tagalog: 'tl', Tamil: 'ta', Telugu: 'te', Thai: 'th', Tibetan: 'bo', Turkish: 'tr',
  Ukrainian: 'uk', Urdu: 'ur', Vietnamese: 'vi', Wendic: 'wen', Yiddish: 'yi',
};
const BY_NAME = new Map(Object.entries(NAMES).map(([k, v]) => [k.toLowerCase(), v]));
const BY_TAG = new Map(Object.entries(NAMES).map(([k, v]) => [v, k]));

/** BCP 47 tag for a 5.5.1 language name, or null when 5.5.1 has no such name. */
export function languageTag(name: string): string | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

/** 5.5.1 language name for a BCP 47 tag, or null when 5.5.1 has none. */
export function languageName(tag: string): string | null {
  return BY_TAG.get(tag) ?? null;
}
