/**
 * The two sides RecordFinder compares, as plain data: a person of a tree (with the names of their
 * relatives) and a person named in a record (with the others the record names beside them). Built
 * from database rows by the hints module, and from the sample generator by the benchmark.
 */
import type { FirstNameItem, SurnameItem } from '../../protocol/person';

/** A relative of a tree person, by name only. */
export interface RelativeName {
  first_names: FirstNameItem[];
  surnames: SurnameItem[];
  gender: 'm' | 'f' | 'none';
}

export interface TreePersonForMatch {
  id: string;
  first_names: FirstNameItem[];
  surnames: SurnameItem[];
  gender: 'm' | 'f' | 'none';
  birthYear: number | null;
  /** Years the birth year may be off (an "about" date); 0 when stated exactly. */
  birthApprox: number;
  deathYear: number | null;
  /** Gazetteer code of the birthplace, when it resolved. */
  birthPlaceCode: string | null;
  parents: RelativeName[];
  spouses: RelativeName[];
  children: RelativeName[];
  siblings: RelativeName[];
}

/** A person named in a record, as the clerk wrote them. */
export interface RecordNameForMatch {
  role: string;
  surname: string;
  first_name: string;
  name_zh: string | null;
  gender: 'm' | 'f' | null;
}

export interface RecordPersonForMatch extends RecordNameForMatch {
  code: string;
  position: number;
  birth_year: number | null;
  birth_year_approx: number;
  birth_place_code: string | null;
  death_year: number | null;
  /** The other persons of the same record. */
  others: RecordNameForMatch[];
}
