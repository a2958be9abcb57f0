/** Articles on the associations, letters and halls that linked emigrants to home. */
import type { WikiArticleSeed } from '../types';

export const communityArticles: WikiArticleSeed[] = [
  {
    slug: 'clan-associations',
    title: 'Clan and surname associations (宗亲会)',
    title_zh: '宗亲会',
    summary: 'Associations of people who share a surname, what they did for emigrants, and the records they kept.',
    category: 'community',
    featured: false,
    content: `Wherever Chinese emigrants settled, people who shared a surname formed associations. Called in Chinese zongqinhui (宗亲会), gongsuo (公所) or tang (堂), they are usually known in English as family, clan or surname associations. A newcomer could find lodging, work, a loan or a letter writer through men of his own surname, and the association spoke for its members in disputes.

## Who belonged

Membership was by surname, not proven descent. A Wong association admitted any man surnamed [黄](/surnames/detail?word=黄), whatever his village. Some associations joined several surnames that tradition held to be related: the Lung Kong association unites the Liu, Guan, Zhang and Zhao surnames, in memory of the sworn brothers of the Three Kingdoms story; the Soo Yuen association joins the Lui, Fong and Kwong surnames. Others joined surnames thought to share an ancestor, such as [陈](/surnames/detail?word=陈), 胡 and 袁.

## What they did

Associations:

- housed new arrivals and the old and sick;
- lent money and mediated disputes;
- kept shrines to the surname's ancestors and held spring and autumn rites;
- arranged burials and, in many places, the return of bones to the home village (see [reading tombstones](/wiki/article/reading-tombstones));
- collected donations for schools, bridges and relief at home;
- published newsletters and anniversary books.

## Records they kept

For family historians the most useful records are membership rolls, which often give a member's village and county; donation lists, printed in anniversary books and on stone tablets, which name members and their villages; and burial records. Some associations also hold copies of the [lineage books](/wiki/article/finding-a-zupu) of their surname sent from home, and a few printed their own books of members' lines.

## How to approach an association

Many associations are still active in Chinatowns from San Francisco to Sydney and Singapore. Write or visit with what you know: your ancestor's name in characters, his village and the years he lived in the city. Bring a copy of any photograph or certificate. Associations are run by volunteers, and a respectful approach, often with a donation, goes a long way. An older member may remember your ancestor or his family.

## Associations and county groups

Surname associations worked alongside district associations, the [huiguan](/wiki/article/huiguan-district-associations), which grouped people by home county. A man belonged to both: his surname association and his county association. In the United States both sent representatives to the Chinese Consolidated Benevolent Association. When you know a man's surname and county, look for records of both kinds.

## Today

Many associations now welcome descendants who speak no Chinese and help with research, especially for roots trips. Some keep digital archives; others have stored boxes of old papers nobody has read for decades. Asking is the first step.`,
    references: [
      'Him Mark Lai, Becoming Chinese American: A History of Communities and Institutions, AltaMira Press, 2004.',
      'Him Mark Lai, Chinese American Transnational Politics, University of Illinois Press, 2010.',
      'Wang Gungwu, The Chinese Overseas: From Earthbound China to the Quest for Autonomy, Harvard University Press, 2000.',
    ],
  },
  {
    slug: 'huiguan-district-associations',
    title: 'Huiguan: district associations (会馆)',
    title_zh: '会馆',
    summary: 'County and district associations that organised emigrants by home place, from the Six Companies of San Francisco to the huay kuan of Singapore.',
    category: 'community',
    featured: false,
    content: `A huiguan (会馆, in Cantonese wui kun, in Hokkien huay kuan) is an association of people from the same home district. In imperial China, huiguan in the capital and in trading cities gave lodging to officials, examination candidates and merchants from a given province or county. Emigrants carried the institution abroad, and in most overseas Chinese communities the huiguan became the main organisation alongside the [surname associations](/wiki/article/clan-associations).

## Huiguan in North America

In San Francisco, district associations formed from the 1850s. The largest were those of the [Siyi counties](/wiki/article/siyi-four-counties), such as the Ning Yung association for people from Xinning, now [Taishan](/places/440781/tai-shan-shi), and associations for the Sanyi, the three counties of Nanhai, Panyu and Shunde near Guangzhou. Together they formed what English speakers called the Chinese Six Companies, later the Chinese Consolidated Benevolent Association (中华会馆), which spoke for the community to the city and state and, for a time, controlled who could buy a ticket home by checking that debts were paid.

Similar bodies formed in Victoria and Vancouver, New York, Honolulu, Lima and elsewhere.

## Huiguan in Southeast Asia

In Singapore and Malaysia, huay kuan organised Hokkien, Teochew, Cantonese, Hakka and Hainanese speakers, and smaller ones organised counties. The Ning Yeung Wui Kun in Singapore, founded in the early nineteenth century, served Taishan people; the Singapore Hokkien Huay Kuan served [southern Fujian](/wiki/article/minnan) families; the Ngee Ann Kongsi served Teochew families. Huay kuan ran temples, cemeteries and schools, and some still do.

## Records for family historians

- Membership registers, often giving village and county.
- Cemetery and burial registers: many huiguan owned cemeteries and kept lists of those buried.
- Lists of bones returned to the home district, with names and villages.
- Donation records carved on stone or printed in anniversary books.
- Exit permits and debt records in North America.

## Using a huiguan

Find the association for your ancestor's county in the city where he lived. If you do not know the county, a tombstone may tell: overseas headstones often carry the county name at the top right. Association offices can be hard to reach, but many now have websites or are active on social media, and staff or older members may read the old registers for you.

## Temples and cemeteries

Many huiguan kept temples dedicated to a patron deity, such as Guan Di or Tin Hau, and the temple's bells, plaques and donor boards name early members. Huiguan cemeteries, in places such as Singapore, Penang and the goldfields of Victoria, hold stones carved with home villages. See [reading Chinese tombstones](/wiki/article/reading-tombstones).`,
    references: [
      'Him Mark Lai, Becoming Chinese American: A History of Communities and Institutions, AltaMira Press, 2004.',
      'Yen Ching-hwang, A Social History of the Chinese in Singapore and Malaya, 1800–1911, Oxford University Press, 1986.',
      'Erika Lee, At America’s Gates: Chinese Immigration during the Exclusion Era, 1882–1943, University of North Carolina Press, 2003.',
    ],
  },
  {
    slug: 'qiaopi-remittance-letters',
    title: 'Qiaopi: letters and remittances home (侨批)',
    title_zh: '侨批',
    summary: 'The letters with money that emigrants sent to their families, how they were carried, and what they can tell a family historian.',
    category: 'community',
    featured: false,
    content: `For more than a century, emigrants sent money home with a letter. In Fujian and Chaoshan the combination of letter and remittance was called qiaopi (侨批, from the Hokkien and Teochew word for letter); in the Pearl River Delta, yinxin (银信, "silver letters"). Families depended on them for food, school fees, weddings, land and new houses, and villages kept them as treasures. In 2013 UNESCO added the qiaopi and yinxin archives of Guangdong and Fujian to its Memory of the World register.

## How they travelled

Early remittances were carried by trusted men, called shuike (水客), who travelled between the overseas communities and the villages, taking cash, letters and news. As the numbers grew, remittance firms, the piju (批局), took over. A firm in Bangkok, Singapore or Manila collected the money and the letter, sent them through partner firms in Hong Kong, Shantou or Xiamen, and had them delivered to the door in the village, where the family wrote a reply on a slip returned by the same route. Banks and post offices joined the trade in the twentieth century.

## What a letter holds

A qiaopi envelope normally names the sender, the receiver and the village, and states the sum enclosed. The letter inside speaks of health, work, the children's schooling, a marriage to arrange or land to buy. For a family historian it can give:

- the sender's real name and the names of his wife, parents and children;
- the home village, with its exact address;
- the town where the sender lived abroad, and the firm he used;
- dates, often in the [Republican calendar](/wiki/article/republican-calendar) or in [lunar months](/wiki/article/lunar-dates).

Because they were written for family, qiaopi use real names, which helps families whose ancestors lived abroad under a [paper name](/wiki/article/paper-sons).

## Where to find them

Many letters are still in village houses, in boxes or hidden in walls. Museums and archives collect them: the Shantou qiaopi museum, archives in Jiangmen for the [Siyi counties](/wiki/article/siyi-four-counties), and the provincial archives of Guangdong and Fujian. Some collections are published in facsimile, arranged by the region of the senders.

## Reading one

The letters are usually in classical or semi-classical Chinese, handwritten, with local expressions and dialect words. Sums are given in dollars of the place of residence, in Hong Kong dollars or in local currency. A reader who knows the dialect of the region, such as [Teochew](/dialects/teochew) or [Hokkien](/dialects/hokkien), will understand more. Photograph both sides of the envelope; the postmarks, firm stamps and numbers tell where and when it travelled.

## Keeping family letters

If your family has letters, keep them dry and flat, away from light, and make a full photograph of each before reading it further. Note which relative holds each, and which person wrote it. A single letter can confirm a whole branch of a tree.`,
    references: [
      'UNESCO Memory of the World, Qiaopi and Yinxin Correspondence and Remittance Documents from Overseas Chinese (inscribed 2013).',
      'Gregor Benton and Hong Liu, Dear China: Emigrant Letters and Remittances, 1820–1980, University of California Press, 2018.',
      'Madeline Y. Hsu, Dreaming of Gold, Dreaming of Home, Stanford University Press, 2000.',
    ],
  },
  {
    slug: 'ancestral-halls-and-tablets',
    title: 'Ancestral halls and tablets (祠堂, 神主)',
    title_zh: '祠堂',
    summary: 'The halls where lineages honour their ancestors, the tablets inside them, and what both can add to a family tree.',
    category: 'community',
    featured: false,
    content: `In a lineage village the largest and finest building is often the ancestral hall (祠堂, also 宗祠 or 家庙). It holds the spirit tablets of the ancestors and is where the lineage meets for rites at the spring and autumn festivals, for weddings and for decisions. A hall is a physical record of the lineage: its name, its founders, its branches and its achievements are written on its walls.

## The hall

A hall usually faces a pond and has one or more courtyards. Over the main door is a board with the hall's name, often the surname followed by 氏宗祠 or a literary hall name (堂号). Inside, couplets on the columns praise the ancestors; boards hung high record scholars who passed the imperial examinations; and stone steles list donors to the hall's building or restoration. Many halls were restored with money from overseas, and donor lists then name emigrants with their countries: a direct link between a village and an overseas family.

Larger lineages had a main hall for the whole lineage and branch halls for each [fang](/wiki/article/branches-and-fang).

## The tablets

An ancestral tablet (神主 or 神主牌) is a wooden board on a stand, inscribed with an ancestor's name, titles and often dates of birth and death. Tablets in the hall are arranged by generation, with the founding ancestor at the centre. Families also kept tablets of recent ancestors at home on the household altar.

A tablet often has an inner board hidden behind the outer face, recording more detail: full names, dates in [reign years](/wiki/article/reading-reign-years) and [lunar dates](/wiki/article/lunar-dates), the place of burial and the names of the sons who set it up. Opening a tablet is a matter for the family and should be done only with their agreement.

## Rites and the record

At the rites of Qingming and in the autumn, members read out names and present offerings. In some lineages, the boys born since the last rite were registered at the hall at the new year, and this register was a source for the next [lineage book](/wiki/article/how-zupus-are-organised). Halls also kept accounts of common land, school funds and disputes.

## Visiting a hall

- Ask permission from the lineage elders or the village committee before entering or photographing.
- Photograph the name board, the couplets, the steles and the tablets, with a scale and in order.
- Note the names on donor steles, especially any who lived abroad.
- Ask whether the hall keeps a copy of the lineage book.

## When the hall is gone

Many halls were converted into schools, granaries or factories in the twentieth century, and tablets were lost. Yet steles often survive in walls or courtyards, and older villagers remember where the tablets stood and whose they were. Even a ruined hall can give the hall name and the names of its builders.`,
    references: [
      'Maurice Freedman, Chinese Lineage and Society: Fukien and Kwangtung, Athlone Press, 1966.',
      'David Faure, Emperor and Ancestor: State and Lineage in South China, Stanford University Press, 2007.',
      'Shanghai Library genealogy collection (上海图书馆家谱收藏).',
    ],
  },
];
