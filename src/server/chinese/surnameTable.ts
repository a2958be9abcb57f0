/**
 * Chinese surnames with their traditional form, Mandarin reading as a surname, and the spellings
 * overseas families carry in passports and records, per dialect.
 *
 * The list and its curated spellings are hand-written (surnameRows.ts says where each column comes
 * from); two columns are derived: the Cantonese reading from the Rime Cantonese dictionary
 * (data/clans/cantonese.generated.ts) with its Hong Kong spelling (jyutpingHk.ts), used where no
 * customary Hong Kong spelling is written, and Wade-Giles from the pinyin (wadeGiles.ts). A
 * surname's reading and traditional form differ from the character's everyday ones (单 shan, 曾
 * zeng, 区 ou; 余 stays 余, never 餘), which is why search and script conversion read this table first.
 */
import { CANTONESE_JYUTPING } from '../data/clans/cantonese.generated';
import { jyutpingToHk } from './jyutpingHk';
import { parseSurnameRows, SPELLING_COLUMNS, type SpellingColumn } from './surnameRows';
import { plainWadeGiles, wadeGiles } from './wadeGiles';

/** Spelling systems of a surname: the dialects' customary spellings and Wade-Giles. */
export const SPELLING_SYSTEMS = [...SPELLING_COLUMNS, 'wade-giles'] as const;
export type SpellingSystem = SpellingColumn | 'wade-giles';

export interface SurnameEntry {
  simplified: string;
  traditional: string;
  /** Mandarin reading as a surname, toneless, one syllable per character. */
  pinyin: string[];
  /** Romanisations other than the pinyin, lower case, as written ("au-yeung"): every spelling below, once. */
  romanisations: string[];
  /** Rank in the list, 1 first: an approximate order of commonness, not a statistic. */
  priority: number;
  /** Spellings per system, lower case as written; cantonese is the customary one, else the derived one. */
  spellings: Record<SpellingSystem, string[]>;
  /**
   * The surname's reading in a speech whose emigrants rarely carry it, written in that speech's
   * overseas spelling conventions: not attested in records, so kept out of `romanisations` and
   * therefore out of record search and matching.
   */
  readings: Record<SpellingColumn, string[]>;
  /** Cantonese reading in Jyutping ("wong4"), from the Rime dictionary. */
  jyutping: string;
  /** The Hong Kong spelling the Jyutping gives ("Wong"), whether or not it is the customary one. */
  derivedCantonese: string;
  /** True when the Cantonese spellings were written by hand; false when they are the derived one. */
  customaryCantonese: boolean;
  /** Wade-Giles with its apostrophes ("Ts'ai"). */
  wadeGiles: string;
}

function entry(row: ReturnType<typeof parseSurnameRows>[number]): SurnameEntry {
  const jyutping = CANTONESE_JYUTPING[row.simplified] ?? '';
  const derivedCantonese = jyutping ? jyutpingToHk(jyutping) : '';
  const spellings = { ...row.curated } as Record<SpellingSystem, string[]>;
  if (!spellings.cantonese.length && derivedCantonese) spellings.cantonese = [derivedCantonese.toLowerCase()];
  spellings['wade-giles'] = [plainWadeGiles(row.pinyin).toLowerCase()];
  const pinyinKey = row.pinyin.join('');
  const romanisations = [...new Set(SPELLING_SYSTEMS.flatMap((s) => spellings[s]))].filter((r) => r.replace(/-/g, '') !== pinyinKey);
  return {
    simplified: row.simplified,
    traditional: row.traditional,
    pinyin: row.pinyin,
    romanisations,
    priority: row.priority,
    spellings,
    readings: row.readings,
    jyutping,
    derivedCantonese,
    customaryCantonese: row.curated.cantonese.length > 0,
    wadeGiles: wadeGiles(row.pinyin),
  };
}

/** The surname table, parsed once, in priority order. */
export const SURNAMES: readonly SurnameEntry[] = parseSurnameRows().map(entry);

const bySimplified = new Map<string, SurnameEntry>();
const byTraditional = new Map<string, SurnameEntry>();
for (const e of SURNAMES) {
  if (!bySimplified.has(e.simplified)) bySimplified.set(e.simplified, e);
  if (!byTraditional.has(e.traditional)) byTraditional.set(e.traditional, e);
}

/** The table entry for a surname written in either script, if the table has it. */
export function findSurname(surname: string): SurnameEntry | undefined {
  return bySimplified.get(surname) ?? byTraditional.get(surname);
}

/** A spelling as shown: each hyphened part capitalised ("au-yeung" -> "Au-Yeung"). */
export function displaySpelling(spelling: string): string {
  return spelling.replace(/(^|[-\s])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}
