/**
 * The wiki's timeline of migration history (wiki/events/): dated events that shaped where Chinese
 * families went and which records they left. Written for the product from standard histories; each
 * event names the article that explains its records further, and the gazetteer places it concerns
 * (division codes: 440781 Taishan, 442000 Zhongshan, 440703 Pengjiang …).
 */
export interface WikiEventSeed {
  year: number;
  /** The last year of an event that lasted, else null. */
  end_year: number | null;
  title: string;
  title_zh: string;
  summary: string;
  region: 'China' | 'North America' | 'Oceania' | 'South-East Asia' | 'Latin America and the Caribbean';
  /** Gazetteer places the event concerns (division codes). */
  place_ids: string[];
  /** The wiki article that goes further, if one does. */
  article: string | null;
}

export const wikiEvents: WikiEventSeed[] = [
  { year: 1842, end_year: null, title: 'Treaty of Nanking', title_zh: '南京条约', region: 'China', place_ids: [], article: null,
    summary: 'The First Opium War ends; Hong Kong Island is ceded to Britain and five treaty ports open. Hong Kong soon becomes the port most emigrants from Guangdong sail from.' },
  { year: 1847, end_year: 1874, title: 'Contract labour to Cuba and Peru', title_zh: '华工契约出洋', region: 'Latin America and the Caribbean', place_ids: [], article: 'surname-spellings-abroad',
    summary: 'The first ship of indentured labourers leaves Amoy for Havana in 1847; by the time Macau ends the trade in 1874, well over 200,000 men have gone to Cuba and Peru under contract.' },
  { year: 1848, end_year: 1855, title: 'Gold Mountain: the California gold rush', title_zh: '金山', region: 'North America', place_ids: ['440781'], article: 'siyi-four-counties',
    summary: 'Gold found at Sutter’s Mill draws men from the Pearl River Delta, above all the Four Counties (Siyi). San Francisco becomes Dai Fow, “the big city”, and California “Gold Mountain”.' },
  { year: 1851, end_year: 1860, title: 'New Gold Mountain: the Victorian gold rush', title_zh: '新金山', region: 'Oceania', place_ids: [], article: 'australia-and-new-zealand-records',
    summary: 'Gold in Victoria brings tens of thousands of Cantonese miners to Australia, many landing in South Australia to walk overland and avoid Victoria’s landing tax.' },
  { year: 1855, end_year: 1867, title: 'Punti–Hakka clan wars', title_zh: '土客械斗', region: 'China', place_ids: ['440781', '440783', '440785', '440784'], article: 'hakka-country',
    summary: 'Feuding between Cantonese-speaking Punti and Hakka villages in the Four Counties and Heshan kills and uproots many families; some captives and refugees are shipped abroad.' },
  { year: 1860, end_year: null, title: 'Emigration made lawful', title_zh: '北京条约准许华工出洋', region: 'China', place_ids: [], article: null,
    summary: 'The Convention of Peking obliges the Qing court to let its subjects take work abroad, ending the old ban on leaving the country in law, if not in practice.' },
  { year: 1863, end_year: 1869, title: 'The Central Pacific Railroad', title_zh: '中央太平洋铁路', region: 'North America', place_ids: ['440781'], article: 'paper-sons',
    summary: 'Chinese crews, most from the Four Counties, build the western part of the first transcontinental railroad across the Sierra Nevada, finished at Promontory Summit in May 1869.' },
  { year: 1877, end_year: null, title: 'The Chinese Protectorate in Singapore', title_zh: '华民护卫司', region: 'South-East Asia', place_ids: [], article: 'minnan',
    summary: 'The Straits Settlements open an office to register and protect Chinese arrivals, whose registers now help trace Hokkien, Teochew and Cantonese settlers in Singapore and Penang.' },
  { year: 1882, end_year: 1943, title: 'The Chinese Exclusion Act', title_zh: '排华法案', region: 'North America', place_ids: [], article: 'chinese-exclusion-act-case-files',
    summary: 'The United States bars Chinese labourers; merchants, students and citizens’ children may still enter, and every arrival is questioned and filed. The case files are among the richest records a family can find.' },
  { year: 1885, end_year: 1923, title: 'The Canadian head tax', title_zh: '人头税', region: 'North America', place_ids: [], article: 'canadian-head-tax',
    summary: 'After the Canadian Pacific Railway is finished, Canada charges each Chinese arrival $50, raised to $100 in 1900 and $500 in 1903. The tax certificates record name, age, village and county.' },
  { year: 1893, end_year: null, title: 'Return allowed', title_zh: '解除海禁', region: 'China', place_ids: [], article: 'qiaopi-remittance-letters',
    summary: 'The Qing government formally repeals the ban on subjects living abroad, so emigrants may return and invest at home; qiaoxiang villages fill with houses built on remittances.' },
  { year: 1901, end_year: 1973, title: 'The White Australia policy', title_zh: '白澳政策', region: 'Oceania', place_ids: [], article: 'australia-and-new-zealand-records',
    summary: 'Australia’s Immigration Restriction Act uses a dictation test to keep Chinese out; residents who travel need certificates of exemption, which survive with photographs and hand prints.' },
  { year: 1906, end_year: null, title: 'The San Francisco earthquake and fire', title_zh: '旧金山大地震', region: 'North America', place_ids: [], article: 'paper-sons',
    summary: 'The fire destroys the city’s birth records; men claim birth in San Francisco and with it citizenship for their sons, real and “paper”, shaping family names for generations.' },
  { year: 1910, end_year: 1940, title: 'Angel Island Immigration Station', title_zh: '天使岛移民站', region: 'North America', place_ids: [], article: 'chinese-exclusion-act-case-files',
    summary: 'Arrivals at San Francisco are held on Angel Island and interrogated about their villages, houses and kin; the answers in their files often draw the home village in detail.' },
  { year: 1911, end_year: 1912, title: 'The Republic of China', title_zh: '辛亥革命', region: 'China', place_ids: ['442000'], article: 'republican-calendar',
    summary: 'The revolution ends the Qing dynasty; dates in records and zupus switch from reign years to the years of the Republic (民国), counted from 1912.' },
  { year: 1914, end_year: null, title: 'Xinning becomes Taishan', title_zh: '新宁改名台山', region: 'China', place_ids: ['440781'], article: 'siyi-four-counties',
    summary: 'Xinning county (Sunning, Sun Ning) is renamed Taishan, Toishan in its own speech; records of the same families use both names, before and after.' },
  { year: 1923, end_year: 1947, title: 'Canada’s Chinese Immigration Act', title_zh: '加拿大排华法案', region: 'North America', place_ids: [], article: 'canadian-head-tax',
    summary: 'Canada replaces the head tax with near-total exclusion, in force from 1 July 1923, which Chinese Canadians mark as Humiliation Day; every resident of Chinese origin must register.' },
  { year: 1925, end_year: null, title: 'Xiangshan becomes Zhongshan', title_zh: '香山改名中山', region: 'China', place_ids: ['442000'], article: 'zhongshan',
    summary: 'Xiangshan county (Heungshan) is renamed Zhongshan after Sun Yat-sen, its most famous son; families from Hawaii to Australia wrote both names.' },
  { year: 1943, end_year: null, title: 'Exclusion repealed in the United States', title_zh: '废除排华法案', region: 'North America', place_ids: [], article: 'chinese-exclusion-act-case-files',
    summary: 'The Magnuson Act ends exclusion in wartime and sets a quota of 105 a year; Chinese residents may now become citizens.' },
  { year: 1949, end_year: null, title: 'The People’s Republic and the closed border', title_zh: '中华人民共和国成立', region: 'China', place_ids: [], article: 'planning-a-roots-trip',
    summary: 'After 1949 emigration runs mostly through Hong Kong, letters and remittances slow, and many families lose touch with their home villages for decades.' },
  { year: 1965, end_year: null, title: 'The Immigration and Nationality Act', title_zh: '美国1965年移民法', region: 'North America', place_ids: [], article: 'starting-your-search',
    summary: 'The United States ends national-origin quotas; family reunification brings a new wave, often relatives of men who had come as paper sons.' },
  { year: 1978, end_year: null, title: 'Reform and opening', title_zh: '改革开放', region: 'China', place_ids: [], article: 'finding-a-zupu',
    summary: 'Overseas families may visit and invest again; lineages rebuild halls and compile new zupus, often with the help and names of relatives abroad.' },
];
