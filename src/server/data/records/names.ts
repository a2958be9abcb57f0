/**
 * Given-name characters of the sample record corpora, with the way clerks of the time spelled them.
 * Curated by hand for the sample generator; not statistics, and not a dictionary:
 *   - CANTONESE: customary Hong Kong-style spellings of Cantonese readings, as Cantonese and Taishanese
 *     (Siyi) names appear in Hong Kong registers and in American and Canadian immigration records
 *     (Ah Sing, Kwok Ming, Wing Hong). Taishanese given names were usually written this way too.
 *   - HOKKIEN: customary spellings of Hokkien readings in Straits Settlements and Singapore records
 *     (Boon Keng, Ah Kow, Teck Seng). This sample also uses them for Teochew families, a simplification:
 *     Teochew readings of some characters differ.
 * Surnames come from the surname table (src/server/chinese/surnameRows.ts), which records each
 * dialect's customary spellings.
 */

export type GivenDialect = 'cantonese' | 'hokkien';

/** [character, spelling, sex the character is mostly given to ('m', 'f' or 'a' any)] */
type GivenChar = readonly [string, string, 'm' | 'f' | 'a'];

const CANTONESE: readonly GivenChar[] = [
  ['明', 'Ming', 'a'], ['华', 'Wah', 'm'], ['文', 'Man', 'm'], ['强', 'Keung', 'm'], ['荣', 'Wing', 'm'], ['福', 'Fook', 'm'],
  ['贵', 'Kwai', 'm'], ['发', 'Fat', 'm'], ['胜', 'Sing', 'm'], ['新', 'Sun', 'm'], ['顺', 'Shun', 'm'], ['昌', 'Cheong', 'm'],
  ['祥', 'Cheung', 'm'], ['安', 'On', 'm'], ['金', 'Kam', 'a'], ['炳', 'Bing', 'm'], ['寿', 'Sau', 'm'], ['德', 'Tak', 'm'],
  ['基', 'Kee', 'm'], ['有', 'Yau', 'm'], ['汉', 'Hon', 'm'], ['杰', 'Kit', 'm'], ['伟', 'Wai', 'm'], ['耀', 'Yiu', 'm'],
  ['泰', 'Tai', 'm'], ['兴', 'Hing', 'm'], ['才', 'Choi', 'm'], ['仁', 'Yan', 'm'], ['义', 'Yee', 'm'], ['全', 'Chuen', 'm'],
  ['辉', 'Fai', 'm'], ['光', 'Kwong', 'm'], ['国', 'Kwok', 'm'], ['宏', 'Wang', 'm'], ['锦', 'Kam', 'm'], ['添', 'Tim', 'm'],
  ['坤', 'Kwan', 'm'], ['鸿', 'Hung', 'm'], ['广', 'Kwong', 'm'], ['进', 'Chun', 'm'], ['松', 'Chung', 'm'], ['海', 'Hoi', 'm'],
  ['美', 'Mei', 'f'], ['玲', 'Ling', 'f'], ['秀', 'Sau', 'f'], ['英', 'Ying', 'f'], ['兰', 'Lan', 'f'], ['芳', 'Fong', 'f'],
  ['月', 'Yuet', 'f'], ['凤', 'Fung', 'f'], ['丽', 'Lai', 'f'], ['珍', 'Chun', 'f'], ['好', 'Ho', 'f'], ['娇', 'Kiu', 'f'],
  ['妹', 'Mui', 'f'], ['银', 'Ngan', 'f'], ['莲', 'Lin', 'f'], ['桂', 'Kwai', 'f'], ['玉', 'Yuk', 'f'], ['爱', 'Oi', 'f'],
  ['珠', 'Chu', 'f'], ['彩', 'Choi', 'f'], ['群', 'Kwan', 'f'], ['燕', 'Yin', 'f'],
];

const HOKKIEN: readonly GivenChar[] = [
  ['金', 'Kim', 'a'], ['福', 'Hock', 'm'], ['德', 'Teck', 'm'], ['成', 'Seng', 'm'], ['发', 'Huat', 'm'], ['源', 'Guan', 'm'],
  ['顺', 'Soon', 'm'], ['明', 'Beng', 'm'], ['文', 'Boon', 'm'], ['忠', 'Tiong', 'm'], ['水', 'Chwee', 'a'], ['财', 'Chye', 'm'],
  ['春', 'Choon', 'a'], ['清', 'Cheng', 'a'], ['平', 'Peng', 'm'], ['安', 'Ann', 'a'], ['坤', 'Khoon', 'm'], ['荣', 'Eng', 'm'],
  ['和', 'Hoe', 'm'], ['兴', 'Heng', 'm'], ['祥', 'Siang', 'm'], ['泉', 'Chuan', 'm'], ['海', 'Hai', 'm'], ['喜', 'Hee', 'a'],
  ['松', 'Siong', 'm'], ['添', 'Thiam', 'm'], ['国', 'Kok', 'm'], ['光', 'Kong', 'm'], ['华', 'Hua', 'a'], ['庆', 'Kheng', 'm'],
  ['美', 'Bee', 'f'], ['珠', 'Choo', 'f'], ['玉', 'Geok', 'f'], ['莲', 'Lian', 'f'], ['凤', 'Hong', 'f'], ['娘', 'Neo', 'f'],
  ['英', 'Eng', 'f'], ['兰', 'Lan', 'f'], ['秀', 'Siew', 'f'], ['梅', 'Buay', 'f'], ['桂', 'Kwee', 'f'], ['惠', 'Hui', 'f'],
  ['丽', 'Lee', 'f'], ['娥', 'Ngo', 'f'],
];

/** The "Ah" (亚/阿) that clerks wrote before a one-syllable familiar name: Ah Sing, Ah Kow. */
export const AH = { zh: '亚', cantonese: 'Ah', hokkien: 'Ah' } as const;

export const GIVEN_CHARS: Readonly<Record<GivenDialect, readonly GivenChar[]>> = { cantonese: CANTONESE, hokkien: HOKKIEN };

/** A syllable's other spellings as clerks heard and wrote them (Sing/Shing, Kee/Ki): a little of real records' noise. */
export const SYLLABLE_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  Sing: ['Shing'], Shun: ['Soon'], Cheong: ['Chong'], Cheung: ['Chong', 'Chang'], Kee: ['Ki', 'Gee'], Kwok: ['Kwock', 'Quok'],
  Kwong: ['Quong'], Kwai: ['Quai'], Kwan: ['Quan'], Wah: ['Wa'], Fook: ['Fok', 'Fuk'], Yee: ['Yi'], Hing: ['Hin'],
  Chun: ['Chin'], Hock: ['Hok'], Teck: ['Tek'], Seng: ['Sing'], Boon: ['Bun'], Chye: ['Chay'], Kim: ['Kiam'], Guan: ['Goan'],
};

/** English given names taken by the American-born and Hong Kong-schooled (beside their Chinese names). */
export const ENGLISH_GIVEN = {
  m: ['Henry', 'George', 'Albert', 'Thomas', 'Walter', 'Frank', 'Edward', 'Samuel', 'Arthur', 'James', 'Joseph', 'William'],
  f: ['Rose', 'Grace', 'Ruth', 'Helen', 'Alice', 'Florence', 'Dorothy', 'Edna', 'Lily', 'Mabel', 'Mary', 'Annie'],
} as const;
