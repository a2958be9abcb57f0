/** The wiki's categories, in the order the index shows them. */
import type { WikiCategorySeed } from './types';

export const wikiCategories: WikiCategorySeed[] = [
  { slug: 'zupu', title: 'Clan genealogies (zupu)', title_zh: '族谱', description: 'How lineage books are organised, read and searched: branches, generation poems, prefaces and biographies.' },
  { slug: 'names', title: 'Names and naming customs', title_zh: '姓名', description: 'Surnames, generation names, courtesy and posthumous names, and the many spellings one name can take abroad.' },
  { slug: 'dates', title: 'Dates and calendars', title_zh: '纪年', description: 'Reign years, the sexagenary cycle, lunar months and the Republican calendar, and how to turn them into Western dates.' },
  { slug: 'emigrant-regions', title: 'Emigrant counties and regions', title_zh: '侨乡', description: 'The home districts of most overseas Chinese families: the Siyi counties, Zhongshan, Chaoshan, southern Fujian, Hakka country and Hainan.' },
  { slug: 'migration-records', title: 'Migration and exclusion-era records', title_zh: '移民档案', description: 'Immigration case files, paper identities, head taxes and registration certificates in the countries Chinese emigrants reached.' },
  { slug: 'community', title: 'Associations and community', title_zh: '社团', description: 'Clan associations, district huiguan, temples, remittance letters and the institutions that tied emigrants to their villages.' },
  { slug: 'language', title: 'Dialects and romanisation', title_zh: '方言', description: 'Cantonese, Taishanese, Hokkien, Teochew, Hakka and the romanisation systems that turned their sounds into Latin letters.' },
  { slug: 'research', title: 'Research methods', title_zh: '寻根方法', description: 'Tombstones, ancestral halls, village visits, household registers and how to plan a search in China.' },
];
