/**
 * The words the prompt parser knows, in English and Chinese: events (born, 生于), approximation
 * (about, 约), kinship terms, record categories, images, gender and search options. Each list is a
 * regular expression source; the parser compiles them once.
 */
import type { RecordCategoryId } from '../../protocol/records';
import type { AssistRelative } from '../../protocol/searchAssist';

export type EventKind = 'birth' | 'death' | 'arrival' | 'residence';

/** Words that say which event a year or place belongs to. */
export const EVENT_CUES: Readonly<Record<EventKind, string>> = {
  birth: String.raw`\bborn\b|\bb\.(?=\s*(?:\d|about|abt|c\.|circa|around))|\bbirth\b(?!\s+(?:records?|certificates?|registers?))|\bnative of\b|出生|生于|生於|年生|生人|诞生|誕生|出世|(?<=年)生`,
  death: String.raw`\bdied\b|\bdeceased\b|\bd\.(?=\s*\d)|\bdeath\b(?!\s+(?:records?|certificates?|registers?))|\bpassed away\b|\bburied\b|卒于|卒於|卒|逝世|去世|死于|死於|病逝|殁|歿|葬于|葬於|葬在|安葬|过世|過世`,
  arrival: String.raw`\barriv(?:ed|ing|al)\b(?!\s+records?)|\bcame to\b|\blanded\b|\bimmigrated\b|\bemigrated\b|\bentered\b|抵达|抵達|到达|到達|来到|來到|移民到|移民至|移居|登岸|入境(?!记录|記錄)`,
  residence: String.raw`\blived\b|\bliving\b|\bresid(?:ed|ing|ent|ence)\b|\bsettled\b|住在|居住|定居|居于|居於|住于|住於`,
};

/** A year before these words is a range, "about", or an exact count of years either side. */
export const APPROX_BEFORE = String.raw`(?:about|around|circa|ca\.?|c\.|approx\.?|approximately|abt\.?|roughly|some time around|~|约|大约|大概|約|大約)\s*$`;
export const APPROX_AFTER = String.raw`^\s*年?\s*(?:左右|前后|前後|上下)`;
/** Years either side given in words: "±3", "give or take 3", "前后3年". */
export const APPROX_EXPLICIT = String.raw`(?:±|\+/-|plus or minus|give or take|前后|前後|上下)\s*(\d{1,2})\s*(?:years?|年)?`;
/** The years "about" stands for. */
export const ABOUT_YEARS = 5;

/** Category words; the longest phrases first. A trailing "records" and a leading "only" go with them. */
export const CATEGORY_CUES: readonly [RecordCategoryId, string][] = [
  ['immigration', String.raw`immigration|passenger(?:\s+lists?)?|passengers|arrival\s+(?:records?|lists?)|arrivals|ship(?:'s)?\s+manifests?|manifests?|head[- ]tax(?:\s+register)?|exclusion(?:\s+act)?(?:\s+case)?(?:\s+files?)?|case\s+files?|移民记录|移民記錄|移民档案|移民檔案|移民(?![到至去])|入境记录|入境記錄|乘客名单|乘客名單|旅客名单|旅客名單|船单|船單|人头税|人頭稅|排华档案|排華檔案|排华|排華`],
  ['census', String.raw`census(?:\s+schedules?)?|人口普查|普查`],
  [
    'birth-marriage-death',
    String.raw`birth,?\s+marriage,?\s+(?:and|&)\s+death|vital|birth|death|marriage|burials?|cemeter(?:y|ies)|graves?|gravestones?|tombs?|tombstones?|墓地|墓碑|坟墓|墳墓|墓|坟|墳|安葬记录|安葬記錄|出生记录|出生記錄|死亡记录|死亡記錄|婚姻记录|婚姻記錄|生死登记|生死登記|出生登记|出生登記|死亡登记|死亡登記`,
  ],
  ['associations-directories', String.raw`directory|directories|district\s+associations?|associations?|member\s+rolls?|huiguan|会馆|會館|同乡会|同鄉會|名录|名錄|会员名册|會員名冊`],
];
/** "birth" and "death" name a category only with a word for records after them. */
export const CATEGORY_NEEDS_RECORDS = /^(?:vital|birth|death|marriage)$/iu;
export const RECORDS_WORD = String.raw`records?|registers?|registrations?|certificates?|files?|lists?|schedules?|rolls?|记录|記錄|档案|檔案|资料|資料|登记|登記`;
export const ANY_CATEGORY = String.raw`\bany\s+(?:category|kind of records?|records?)\b|\ball\s+(?:categories|records|kinds of records)\b|\bevery\s+category\b|不限类别|不限類別|所有类别|所有類別|所有记录|所有記錄|全部记录|全部記錄`;

export const WITH_IMAGES = String.raw`\b(?:with|has|having|have)\s+(?:an?\s+)?(?:images?|scans?|pictures?|page images?)\b|\bimages?\s+(?:only|available)\b|\bscanned\b|有图片|有圖片|有图像|有圖像|有影像|有扫描件|有掃描件|有扫描|有掃描|带图|帶圖|有原件`;
export const WITHOUT_IMAGES = String.raw`\b(?:without|no)\s+(?:images?|scans?|pictures?)\b|无图|無圖|没有图片|沒有圖片|无影像|無影像|没有影像|沒有影像`;
export const ANY_IMAGES = String.raw`\b(?:with or without images|images or not)\b|不限图片|不限圖片`;

export const MALE = String.raw`\bmale\b|\ba man\b|\bmen\b|\bboy\b|男性|男子|男的|(?<![\p{Script=Han}])男(?![\p{Script=Han}])`;
export const FEMALE = String.raw`\bfemale\b|\ba woman\b|\bwomen\b|\bgirl\b|\blady\b|女性|女子|女的|(?<![\p{Script=Han}])女(?![\p{Script=Han}])`;
export const FUZZY = String.raw`\b(?:similar|other|alternative|variant|any|different)\s+spellings?\b|\bfuzzy\b|\bsounds?\s+like\b|\bspelled\s+differently\b|\bspelling variants?\b|模糊|相近拼写|相近拼寫|相似拼法|不同拼法|其他拼法`;
export const EXACT_SPELLING = String.raw`\bexact\s+spellings?\b|\bspelled exactly\b|精确拼写|精確拼寫`;
export const FLEXIBLE = String.raw`\bflexible\b|\bloosely\b|\bbroader\b|\bwider\b|\bbroaden\b|宽松|寬鬆|放宽|放寬|灵活|靈活`;
export const ANY_YEAR = String.raw`\bany\s+(?:year|date)\b|\bignore\s+the\s+(?:year|date)\b|\bwithout\s+(?:the\s+)?(?:year|date)\b|不限年份|不限年代|不限年`;

export interface KinTerm {
  relation: AssistRelative['relation_type'];
  /** Gender of the relative the term names. */
  gender: 'm' | 'f' | null;
  /** The record search has no grandparent filter: such a relative is any relative named in the record. */
  label: string;
}

const KIN: Readonly<Record<string, KinTerm>> = {};
function kin(words: string, relation: KinTerm['relation'], gender: KinTerm['gender'], label: string) {
  for (const w of words.split('|')) (KIN as Record<string, KinTerm>)[w] = { relation, gender, label };
}
kin('father|dad|papa|父亲|父親|爸爸|父', 'parent', 'm', 'father');
kin('mother|mom|mum|mama|母亲|母親|妈妈|媽媽|母', 'parent', 'f', 'mother');
kin('parents|parent|父母|双亲|雙親', 'parent', null, 'parent');
kin('wife|妻子|太太|老婆|夫人|妻', 'spouse', 'f', 'wife');
kin('husband|丈夫|老公', 'spouse', 'm', 'husband');
kin('spouse|married to|married|配偶|嫁给|嫁給|娶了|娶', 'spouse', null, 'spouse');
kin('son|sons|儿子|兒子|子', 'child', 'm', 'son');
kin('daughter|daughters|女儿|女兒', 'child', 'f', 'daughter');
kin('child|children|kids|孩子|子女', 'child', null, 'child');
kin('brother|brothers|兄弟|哥哥|弟弟|兄|弟', 'sibling', 'm', 'brother');
kin('sister|sisters|姐妹|姐姐|妹妹|姊|妹', 'sibling', 'f', 'sister');
kin('sibling|siblings', 'sibling', null, 'sibling');
kin('grandfather|grandpa|祖父|爷爷|爺爺|外公|外祖父', undefined, 'm', 'grandfather');
kin('grandmother|grandma|祖母|奶奶|外婆|外祖母', undefined, 'f', 'grandmother');
kin('grandson|孙子|孫子', undefined, 'm', 'grandson');
kin('granddaughter|孙女|孫女', undefined, 'f', 'granddaughter');
kin('uncle|伯父|叔叔|叔父|舅舅', undefined, 'm', 'uncle');
kin('aunt|姑姑|阿姨|姨妈|姨媽|伯母|婶婶|嬸嬸', undefined, 'f', 'aunt');
kin('cousin|堂兄|表兄|堂弟|表弟', undefined, null, 'cousin');

export const KIN_TERMS = KIN;

/** Kinship words, longest first; "great-" and 曾/高 prefixes belong to the subject's ancestors ("my great-grandfather"). */
export const KIN_WORDS = Object.keys(KIN)
  .sort((a, b) => b.length - a.length)
  .map((w) => (/^[a-z ]+$/u.test(w) ? `\\b${w}\\b` : w))
  .join('|');
/** One-character Chinese kinship words count only after 其 or before 名/叫 (父 alone is in many words). */
export const SINGLE_HAN_KIN = /^[父母妻子兄弟姊妹]$/u;

/** Words before a kinship term that make it the searched person's relative, not the user's. */
export const RELATIVE_OWNER = String.raw`(?:his|her|their|whose|with(?:\s+(?:his|her|a))?|and(?:\s+(?:his|her))?|the|had\s+a|其|他的|她的|他|她|和|与|與|及|跟)`;
/** Words before a kinship term that make it the user's relative: the searched person. */
export const USER_OWNER = String.raw`(?:my|our|我的|我们的|我們的|我|咱们|咱們)`;
/** Words between a kinship term and the relative's name. */
export const NAME_LINK = String.raw`(?:'s\s+name\s+(?:is|was)|\s+(?:was|is|named|called)|\s*[:：]|叫做|名叫|叫|名|是|姓|为|為)?`;

/** Words a prompt is made of that carry nothing for the form. */
export const FILLER_LATIN = new Set(
  (
    'a an the and or of for to in on at from with by find search look looking looked show give me my our i im am want would like please ' +
    'records record any all only who whose was were is are be been being he she his her him they their them someone somebody person people ' +
    'ancestor ancestors relative named called name about around also can you help try instead rather than not but just some that this these those ' +
    'there where when what which year years old age aged family tree documents document entries entry results result search for'
  ).split(' '),
);
export const FILLER_HAN = String.raw`帮我找|幫我找|帮我查|幫我查|帮我|幫我|我想找|我想查|我要找|请找|請找|请查|請查|查找|寻找|尋找|搜索|搜寻|搜尋|查询|查詢|查一下|找一下|找|查|请|請|一下|有关|有關|关于|關於|一位|一个|一個|名字|姓名|记录|記錄|档案|檔案|资料|資料|的人|的|人|只要|只看|只|仅|僅|还有|還有|也|再|改成|改为|改為|换成|換成|吗|嗎|呢|吧|了|年代|中的|之间|之間|里的|裡的|清朝|清|拼写|拼寫|拼法`;

/** "Shee" (氏) after a woman's surname in old records stands for "née"/"Mrs": it is not a given name. */
export const MARRIED_WOMAN_MARK = /^(?:shee|shi|氏)$/iu;

/** Western given names that put the given name first in a prompt ("Mary Wong"). */
export const WESTERN_GIVEN = new Set(
  'mary john james george william henry thomas charles joseph robert edward frank arthur albert walter harry fred frederick david richard paul peter ' +
  'anna annie alice margaret elizabeth helen ruth rose lily grace ida emma jennie jenny florence dorothy esther martha sarah louise edith ethel ' +
  'daniel samuel benjamin andrew michael stephen lawrence raymond kenneth jack tom sam ben lucy nancy betty jane susan'.split(' '),
);
