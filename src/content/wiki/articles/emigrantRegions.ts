/** Articles on the home districts of most overseas Chinese families. */
import type { WikiArticleSeed } from '../types';

export const emigrantRegionArticles: WikiArticleSeed[] = [
  {
    slug: 'siyi-four-counties',
    title: 'The Siyi counties (四邑): Taishan, Kaiping, Enping, Xinhui',
    title_zh: '四邑',
    summary: 'The four counties west of the Pearl River Delta that sent most early Chinese emigrants to North America and Australia.',
    category: 'emigrant-regions',
    featured: true,
    content: `If your family arrived in the United States or Canada before 1950, there is a good chance its roots are in the Siyi (四邑, "four counties", in Cantonese Sze Yup). The four counties are [Taishan](/places/440781/tai-shan-shi), [Kaiping](/places/440783/kai-ping-shi), [Enping](/places/440785/en-ping-shi) and [Xinhui](/places/440705/xin-hui-qu), all today under the city of [Jiangmen](/places/4407/jiang-men-shi) in Guangdong province. Neighbouring [Heshan](/places/440784/he-shan-shi) is often counted with them as the Wuyi (五邑), the five counties.

## Why so many left

The Siyi is hilly, with thin soils and too many people for its land by the nineteenth century. News of the gold rushes in California from 1848 and in Victoria from 1851 travelled fast through Hong Kong, and men from these counties went in large numbers. They worked in mines, on the Central Pacific and Canadian Pacific railways, in farming, fishing and laundries, and sent money home. Chain migration followed: a man abroad brought his sons, nephews and fellow villagers.

## Taishan

Taishan was called Xinning (新宁) until 1914, which is why older records and associations use the name Sunning or Ning Yung (宁阳). It sent more people to North America than any other county, and its dialect, [Taishanese](/dialects/taishanese), was the common language of early Chinatowns. Overseas money built schools, a railway opened in stages from 1906, and the county magazine Sunning (新宁杂志), founded in 1909, was mailed to readers around the world.

## Kaiping

Kaiping is known for its diaolou (碉楼), fortified tower houses built largely with overseas money in the early twentieth century to protect families from bandits and floods. The Kaiping diaolou and villages were inscribed as a World Heritage site in 2007. Many towers carry the names of the emigrants who paid for them.

## Enping and Xinhui

Enping sent emigrants to the Americas and Southeast Asia alike; it is the smallest of the four. Xinhui, on the western side of the Pearl River estuary, was the home of the scholar and reformer Liang Qichao and sent many people to North America, Australia and Southeast Asia.

## Researching a Siyi family

- Identify the county first: American and Canadian files usually name it, often in an old spelling such as Sun Ning, Hoiping or Sun Wui.
- Then the village: [exclusion-era case files](/wiki/article/chinese-exclusion-act-case-files) asked for it in detail, with maps drawn by the applicants.
- Search for the [zupu](/wiki/article/finding-a-zupu) of your surname in that county; many Siyi lineages printed new editions with overseas support.
- The district association (see [huiguan](/wiki/article/huiguan-district-associations)) of your county in your city may hold membership rolls.

Surnames common in the Siyi include [陈](/surnames/detail?word=陈), [黄](/surnames/detail?word=黄), [李](/surnames/detail?word=李), [伍](/surnames/detail?word=伍) and [余](/surnames/detail?word=余). Their Taishanese spellings, such as Chin, Wong, Lee, Eng and Yee, are the ones most often found in North American records.`,
    references: [
      'Madeline Y. Hsu, Dreaming of Gold, Dreaming of Home: Transnationalism and Migration between the United States and South China, 1882–1943, Stanford University Press, 2000.',
      'Him Mark Lai, Becoming Chinese American: A History of Communities and Institutions, AltaMira Press, 2004.',
      'UNESCO World Heritage Centre, Kaiping Diaolou and Villages (inscribed 2007).',
    ],
  },
  {
    slug: 'zhongshan',
    title: 'Zhongshan (中山), once Xiangshan',
    title_zh: '中山',
    summary: 'The county on the Pearl River estuary that sent families to Hawaii, Australia and the Pacific, and what its change of name means for research.',
    category: 'emigrant-regions',
    featured: false,
    content: `[Zhongshan](/places/4420/zhong-shan-shi) lies on the western shore of the Pearl River estuary, between Guangzhou and Macau. Until 1925 it was called Xiangshan (香山, Heungshan in Cantonese), and records of emigrants who left before then almost always use the old name. In 1925 the county was renamed in honour of Sun Yat-sen (孙中山), who was born in the village of Cuiheng in the county.

## Where Zhongshan people went

Zhongshan families went to many places, but a few stand out. Hawaii drew many Zhongshan men from the mid-nineteenth century as plantation labourers, merchants and farmers; Sun Yat-sen's elder brother was among them. Australia, especially Sydney, had a large Zhongshan community, and several of the great department stores of Hong Kong and Shanghai, Sincere and Wing On, were founded by Xiangshan men who had traded in Sydney. Fiji, Tahiti, Peru and California also had Zhongshan communities.

## Dialects

Zhongshan is a county of several dialects. The Shiqi dialect of the county town belongs to the Cantonese family; the Longdu area speaks a Min dialect; some villages speak Hakka. A family's dialect can point to which part of the county it came from. Spellings in overseas records follow the dialect: read [one surname, many spellings](/wiki/article/surname-spellings-abroad) and the [Cantonese](/dialects/cantonese) dialect page.

## Records in Zhongshan

Zhongshan has strong lineage traditions, and many villages kept a [zupu](/wiki/article/how-zupus-are-organised). The county also produced many qiaokan (侨刊), magazines for emigrants published by villages and townships, which printed news of births, deaths, donations and returns. These are a rich source for the years between the 1910s and the 1940s and again from the 1980s.

## Tips for research

- Look for Heungshan, Heung Shan or Chungshan in older records; all mean this county.
- Overseas associations of Zhongshan people are often named Chung Shan or Zhongshan societies; in Hawaii and Australia they kept membership rolls and records of remittances.
- Family memories of "near Macau" often point to Zhongshan, though Zhuhai and Doumen, split from the county later, are close too.
- Surnames common in Zhongshan include [李](/surnames/detail?word=李), [黄](/surnames/detail?word=黄), [郑](/surnames/detail?word=郑) and [刘](/surnames/detail?word=刘).

## Keeping the old name

When you record a place in your tree, write the name used at the time of the event (Xiangshan for an 1880s birth) and link it to the modern place. Our place records keep both, so a search on either name finds the county.

## Families between Macau and the world

Because Zhongshan bordered Macau, many of its people travelled through that port as well as through Hong Kong, and some family papers are in Portuguese. Macau's church and civil registers, as well as Hong Kong's, can hold the marriage or death of a Zhongshan emigrant who never reached a distant country, or who came back.`,
    references: [
      'Him Mark Lai, Becoming Chinese American: A History of Communities and Institutions, AltaMira Press, 2004.',
      'Clarence E. Glick, Sojourners and Settlers: Chinese Migrants in Hawaii, University of Hawaii Press, 1980.',
      'National Archives of Australia, Certificates Exempting from the Dictation Test (CEDT) and related immigration series.',
    ],
  },
  {
    slug: 'chaoshan',
    title: 'Chaoshan (潮汕) and the Teochew diaspora',
    title_zh: '潮汕',
    summary: 'The Chaozhou, Shantou and Jieyang region of eastern Guangdong, its Teochew speakers, and the routes that took them to Thailand, Cambodia, Vietnam and Singapore.',
    category: 'emigrant-regions',
    featured: false,
    content: `Chaoshan (潮汕) is the region of eastern Guangdong around the cities of [Chaozhou](/places/4451/chao-zhou-shi), [Shantou](/places/4405/shan-tou-shi) and [Jieyang](/places/4452/jie-yang-shi). Its people speak [Teochew](/dialects/teochew) (潮州话), a Southern Min language related to Hokkien but distinct from Cantonese. For centuries Chaoshan looked to the sea, and today millions of people of Teochew descent live in Southeast Asia.

## Routes overseas

In the eighteenth century, ocean-going junks with red-painted bows left from the port of Zhanglin in [Chenghai](/places/440515/cheng-hai-qu) for Siam, carrying rice back to China. Teochew merchants settled in Bangkok, where they became the largest Chinese group in Thailand. Shantou opened as a treaty port in 1860, and steamers carried emigrants to Bangkok, Saigon, Phnom Penh, Singapore and the plantations of Johor and Sumatra. Teochew planters grew pepper and gambier in Johor under river concessions, and Teochew traders dominated rice milling in Bangkok.

## Remittances and letters

Chaoshan is the heart of the qiaopi (侨批) tradition: letters sent home with money, carried by agents and later by remittance firms. Hundreds of thousands of these letters survive, and the archive of qiaopi and related documents from Guangdong and Fujian was added to UNESCO's Memory of the World register in 2013. For family historians they can give the names of senders and receivers, villages and dates. See [qiaopi](/wiki/article/qiaopi-remittance-letters).

## Counties and villages

Research usually starts with a county: [Chaoyang](/places/440513/chao-yang-qu), Chenghai, [Puning](/places/445281/pu-ning-shi), Chao'an, Raoping or Jieyang. Overseas records often give these in Teochew spellings such as Teo Yeung or Tenghai. Teochew clan associations in Bangkok and Singapore keep membership records and sometimes copies of [lineage books](/wiki/article/finding-a-zupu).

## Names

Teochew spellings of surnames differ from Cantonese and Mandarin ones: [陈](/surnames/detail?word=陈) is Tan or Tang, [林](/surnames/detail?word=林) is Lim, [黄](/surnames/detail?word=黄) is Ng or Ung, [郑](/surnames/detail?word=郑) is Tay or Teh. In Thailand, many families took Thai surnames in the twentieth century, so a Thai family name may hide a Teochew one; older relatives or the family's shrine may keep the Chinese surname.

## Beginning a search

- Find the Chinese surname and county from a tombstone, an ancestral tablet or an association record.
- Ask older relatives for the village name in Teochew; it can be matched to the characters with a map.
- Look for the family's letters home, which may survive in the village.
- Check the [Teochew dialect page](/dialects/teochew) for spellings you may meet in records.

## Teochew communities today

Teochew associations remain active across Southeast Asia, in France, where many Teochew families from Cambodia and Vietnam settled in the 1970s and 1980s, and in Australia and North America. Their temples and cemeteries, and the commemorative books they publish on anniversaries, list members with their home counties. For families who left Indochina as refugees, these associations may hold the only record of the home village in China.`,
    references: [
      'Philip A. Kuhn, Chinese Among Others: Emigration in Modern Times, Rowman & Littlefield, 2008.',
      'UNESCO Memory of the World, Qiaopi and Yinxin Correspondence and Remittance Documents from Overseas Chinese (inscribed 2013).',
      'G. William Skinner, Chinese Society in Thailand: An Analytical History, Cornell University Press, 1957.',
    ],
  },
  {
    slug: 'minnan',
    title: 'Southern Fujian (闽南) and the Hokkien diaspora',
    title_zh: '闽南',
    summary: 'Quanzhou, Zhangzhou and Xiamen, the Hokkien-speaking home of many families in the Philippines, Malaysia, Singapore, Indonesia and Taiwan.',
    category: 'emigrant-regions',
    featured: false,
    content: `Southern Fujian, in Chinese Minnan (闽南), is the coastal region around [Quanzhou](/places/3505/quan-zhou-shi), [Zhangzhou](/places/3506/zhang-zhou-shi) and [Xiamen](/places/3502/xia-men-shi). Its language, [Hokkien](/dialects/hokkien), became the common Chinese language of much of maritime Southeast Asia. Quanzhou was one of the great ports of the world in the Song and Yuan dynasties, and Minnan traders were sailing to the Philippines and Java long before European ships arrived.

## Where Minnan families went

Hokkien merchants were in Manila when the Spanish arrived in 1571, and the Philippines kept a large Hokkien community, mostly from [Jinjiang](/places/350582/jin-jiang-shi) and [Nan'an](/places/350583/nan-an-shi) in Quanzhou. In the Straits Settlements of Penang, Malacca and Singapore, Hokkien was the leading Chinese group. Java, Sumatra and Burma also drew many Minnan emigrants. Taiwan was settled largely from Quanzhou and Zhangzhou from the seventeenth century onward, and many Taiwanese families trace their lines to villages there.

Xiamen (Amoy in older spellings) became a treaty port in 1842 and the main port of departure. The philanthropist Tan Kah Kee (陈嘉庚), born in Jimei near Xiamen, made his fortune in Singapore and founded schools and Xiamen University at home, a famous example of money returning to the home district.

## Records and customs

Minnan lineages are strong and many kept [lineage books](/wiki/article/how-zupus-are-organised); some trace their ancestors to migrants from central China in the Tang dynasty. Houses in emigrant villages often carry the names of their overseas builders. In Southeast Asia, Hokkien associations such as the Singapore Hokkien Huay Kuan, founded in the nineteenth century, and surname associations in Penang and Manila kept records of members and their home villages.

## Names

Hokkien spellings are distinctive: [陈](/surnames/detail?word=陈) is Tan, [林](/surnames/detail?word=林) Lim, [黄](/surnames/detail?word=黄) Ng or Ooi, [王](/surnames/detail?word=王) Ong, [李](/surnames/detail?word=李) Lee or Li, [吴](/surnames/detail?word=吴) Goh or Go, [许](/surnames/detail?word=许) Khoo or Koh. In the Philippines, many families combined Chinese names into one Spanish-style surname, such as Tanco or Yuchengco, or took Spanish surnames at baptism; these often hide the original Chinese surname in their first syllable.

## Starting a search

- Identify the county: Jinjiang, Nan'an, Hui'an, Anxi, Tong'an, Longxi and Haicheng are common answers.
- Look for the village name in Hokkien in family papers or on a tombstone; see [reading tombstones](/wiki/article/reading-tombstones).
- Ask the relevant surname or district association; many have records of members' villages.
- Read [one surname, many spellings](/wiki/article/surname-spellings-abroad) before matching names across countries.

## Taiwan and the mainland

For families in Taiwan, the link to Minnan often survives in the lineage book, in a hall name, or in the name of the village temple, which may honour a deity brought from a particular county. Many Taiwanese lineages have re-established contact with their mainland villages since the late 1980s, and joint editions of lineage books now cover both sides of the strait.`,
    references: [
      'Philip A. Kuhn, Chinese Among Others: Emigration in Modern Times, Rowman & Littlefield, 2008.',
      'Wang Gungwu, The Chinese Overseas: From Earthbound China to the Quest for Autonomy, Harvard University Press, 2000.',
      'Singapore Hokkien Huay Kuan, published histories and member records.',
    ],
  },
  {
    slug: 'hakka-country',
    title: 'Hakka country (客家)',
    title_zh: '客家',
    summary: 'Who the Hakka are, the hill districts of Meizhou and western Fujian they come from, and the mining and trading routes that took them overseas.',
    category: 'emigrant-regions',
    featured: false,
    content: `The Hakka (客家, "guest families") are a Han Chinese people with their own language, [Hakka](/dialects/hakka), and a strong sense of shared history. Their lineage books often tell of ancestors who moved south from central China over many centuries, settling finally in the hills where Guangdong, Fujian and Jiangxi meet. The city of [Meizhou](/places/4414/mei-zhou-shi), called Jiaying in the Qing dynasty, is often described as the Hakka capital.

## Homeland

The Hakka heartland includes Meizhou with [Meixian](/places/441403/mei-xian-qu), Dabu and Xingning, parts of Huizhou and Heyuan in Guangdong, and the districts of western Fujian such as Yongding, famous for its round and square earthen tulou houses, inscribed as World Heritage in 2008. Hakka communities also live across the Pearl River Delta and in Taiwan, often in villages side by side with Cantonese or Hokkien speakers.

## Overseas

Hakka men worked the tin mines of Malaya and Bangka, and Hakka mining companies, the kongsi, organised whole settlements in western Borneo in the eighteenth century. Hakka communities grew in Sabah and Sarawak, Mauritius and Réunion, Jamaica and Trinidad, Tahiti, Calcutta, where Hakka families ran tanneries, and in many other places. The famous Hakka emigrant families of the Indian Ocean and the Caribbean often came through Hong Kong from Meixian and neighbouring counties.

## Lineage books

Hakka lineages are known for careful lineage books, often with long accounts of migration that name the places where ancestors stopped on the way south. A common element is the claim of descent through Ninghua (宁化) in western Fujian, where many Hakka lineages say their ancestors gathered before moving on. Such accounts mix history with tradition, but they tell where to look for a lineage's older branches. See [how a zupu is organised](/wiki/article/how-zupus-are-organised) and [generation poems](/wiki/article/generation-poems).

## Names and spellings

Hakka spellings of surnames differ again from Cantonese and Hokkien: [张](/surnames/detail?word=张) is Chong or Chang, [黄](/surnames/detail?word=黄) Wong or Vong, [刘](/surnames/detail?word=刘) Liew or Lau, [李](/surnames/detail?word=李) Lee, [钟](/surnames/detail?word=钟) Chong or Chung. In Mauritius and Réunion, Hakka names were often written in French spellings, and in Jamaica and Trinidad in English ones, so one family may have three spellings in three countries.

## Starting a search

- Establish whether the family spoke Hakka; grandparents' words for mother and father often tell.
- Identify the county from documents or tombstones: Meixian, Dabu, Xingning, Wuhua, Huiyang and Bao'an are frequent answers.
- Contact Hakka associations such as the Tsung Tsin associations found in many countries, which kept member records.
- Look for the lineage book of your surname in that county, and compare its migration account with what your family remembers.`,
    references: [
      'Sow-Theng Leong, Migration and Ethnicity in Chinese History: Hakkas, Pengmin, and Their Neighbors, Stanford University Press, 1997.',
      'Nicole Constable (ed.), Guest People: Hakka Identity in China and Abroad, University of Washington Press, 1996.',
      'UNESCO World Heritage Centre, Fujian Tulou (inscribed 2008).',
    ],
  },
];
