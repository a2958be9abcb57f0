/** Articles on research methods: where to begin, tombstones, village names and roots trips. */
import type { WikiArticleSeed } from '../types';

export const researchArticles: WikiArticleSeed[] = [
  {
    slug: 'starting-your-search',
    title: 'Starting a Chinese family search',
    title_zh: '寻根入门',
    summary: 'The four facts that open most Chinese family searches, and the order in which to look for them.',
    category: 'research',
    featured: true,
    content: `Most Chinese family searches succeed or fail on four facts: the surname in characters, the home county, the home village, and the name of one ancestor as written in the lineage. With these four, a [lineage book](/wiki/article/finding-a-zupu) can often take the family back many generations. Without them, even the richest archive is hard to use. This article sets out where to find each.

## 1. Talk to relatives first

Older relatives know more than they think: the name of the village, the sound of a grandfather's name in dialect, who went abroad and when. Ask about:

- names in Chinese, including nicknames and "real names" (see [paper sons](/wiki/article/paper-sons));
- the home county and village, even as a sound;
- the dialect spoken at home, which narrows the region (see [Cantonese and Taishanese](/wiki/article/cantonese-and-taishanese));
- family papers: letters, photographs, certificates, tablets.

Record the conversations. Names said aloud in dialect are valuable later.

## 2. Gather papers at home

Look for documents that carry Chinese characters: certificates of identity, head tax or registration certificates, passports, letters, remittance receipts and funeral cards. The back of an old photograph may have names and a village. A family altar or [ancestral tablet](/wiki/article/ancestral-halls-and-tablets) holds names and dates in characters.

## 3. Use records abroad

Immigration records usually name the county and often the village: in the United States the [exclusion-era case files](/wiki/article/chinese-exclusion-act-case-files), in Canada the [head tax registers](/wiki/article/canadian-head-tax), in Australia the [dictation test certificates](/wiki/article/australia-and-new-zealand-records). Death registrations, naturalisation files and [tombstones](/wiki/article/reading-tombstones) add more.

## 4. Turn spellings into characters

Convert the surname and place spellings to characters with the dialect in mind; see [one surname, many spellings](/wiki/article/surname-spellings-abroad). Our [surname search](/search/surnames) and [village search](/search/villages) take spellings in any of the main dialects.

## 5. Find the village and its lineage

With county and village, find the place in our gazetteer and see which surnames live there. Then look for the lineage book of your surname in that village or county, in libraries, online collections and the village itself.

## 6. Connect the generations

In the lineage book, look for a man whose name, generation character and dates fit your earliest ancestor. Notes such as "went abroad" help. Confirm with a second source before adding earlier generations to your tree.

## Keep a research log

Record where you looked, what you found and what you did not find. Note the source of every fact, with page numbers. Chinese research often involves the same name in several scripts and spellings, and a careful log stops you searching the same place twice.

## Build your tree as you go

Add each person with both the Chinese and the English name, the original dates as written and the converted dates, and links to sources. A tree that shows its evidence is one relatives can trust and extend.`,
    references: [
      'Sheau-yueh J. Chao, In Search of Your Asian Roots: Genealogical Research on Chinese Surnames, Genealogical Publishing Co., 2000.',
      'FamilySearch Research Wiki, China Genealogy (research guidance pages).',
      'National Archives and Records Administration, Chinese Exclusion Act case files, Record Group 85.',
    ],
  },
  {
    slug: 'reading-tombstones',
    title: 'Reading Chinese tombstones',
    title_zh: '墓碑解读',
    summary: 'The layout of a Chinese headstone, the words that recur on it, and what it can tell you about a person and their home.',
    category: 'research',
    featured: false,
    content: `A Chinese tombstone is a compact record: a name, a home place, dates, and the names of the people who set it up. Tombstones in China and in overseas cemeteries follow a similar layout, read in vertical columns from right to left. Once you know the pattern, even a weathered stone can be read.

## The layout

Most headstones have three parts:

- The right-hand column gives the date or the home place. Overseas stones often start with the county, sometimes the village: for example 台山 for [Taishan](/places/440781/tai-shan-shi) or 新会 for [Xinhui](/places/440705/xin-hui-qu), with the village after it.
- The central column, in larger characters, gives the name of the deceased with titles.
- The left-hand column names those who erected the stone, usually sons and grandsons, with the date of erection.

Some stones add the birth and death dates in [reign years](/wiki/article/reading-reign-years) or [Republic years](/wiki/article/republican-calendar) with [lunar months](/wiki/article/lunar-dates).

## Words in the central column

- 显考: "my illustrious late father", used by the children for a father; 显妣 is the same for a mother.
- 皇清: "of the great Qing", placed at the top of stones from the Qing dynasty; 民国 on stones of the Republic.
- 公: an honorific after a man's name; 府君 is a similar term.
- 孺人 and 太君: honorific titles for a wife or mother.
- 之墓 or 墓: "the tomb of", ending the central column.

A man's stone may give his surname, generation, given name and courtesy name, so one stone can show the [generation character](/wiki/article/generation-poems). A woman's stone usually gives her husband's surname, then her own surname with 氏; see [women in the records](/wiki/article/women-in-the-records).

## The left column

The names of sons, and sometimes grandsons and great-grandsons, are listed with a verb such as 立 ("erected"). This column is a small family tree in itself: it gives the names of a generation, often with their shared generation character.

## Overseas cemeteries

In many overseas cemeteries, remains were exhumed after some years and the bones returned to the home village, organised by [huiguan](/wiki/article/huiguan-district-associations) and charitable institutions. Some stones therefore mark graves that are now empty, while records of the bone shipments survive. Stones that remain often give the county of origin at the top right, which is exactly the clue needed to find a lineage.

## Reading a worn stone

- Visit in low, slanting light, or use a torch at an angle.
- Photograph from straight on, then from the sides.
- Do not rub chalk or paint into the carving; it damages the stone.
- Transcribe what you can and mark uncertain characters, rather than guessing.

## Using what you read

Record the exact text, then translate it. The home place leads to the village; the name and generation character lead to the lineage book; the sons' names confirm the branch. A tombstone read carefully can be the first page of a whole lineage.`,
    references: [
      'Sheau-yueh J. Chao, In Search of Your Asian Roots: Genealogical Research on Chinese Surnames, Genealogical Publishing Co., 2000.',
      'Him Mark Lai, Becoming Chinese American: A History of Communities and Institutions, AltaMira Press, 2004.',
      'Elizabeth Sinn, Pacific Crossing: California Gold, Chinese Migration, and the Making of Hong Kong, Hong Kong University Press, 2013 (on the return of remains).',
    ],
  },
  {
    slug: 'village-names-and-maps',
    title: 'Finding the ancestral village',
    title_zh: '寻找祖籍村',
    summary: 'How to turn a remembered village name into a place on the map, through counties, townships, old spellings and changing boundaries.',
    category: 'research',
    featured: false,
    content: `The ancestral village (祖籍 or 家乡) is the anchor of a Chinese family search. The lineage, its book, its hall and its graves are all there. Yet a village name remembered in dialect, or written in an old spelling in an immigration file, can be hard to place on a modern map. This article gives a method.

## Know the levels

China's administrative divisions today run from province to prefecture-level city, to county or district, to township or town, to village. Older records use different units: the prefecture (府) and county (县) of the Qing, with smaller units such as 都 and 堡 in Guangdong. A village in an exclusion-era file might be given as "Sun Ning district, Sai Nam, Lung Tong village", naming the county (Xinning, today [Taishan](/places/440781/tai-shan-shi)), a local area and the village.

## Step by step

1. **Fix the county.** Most records give it. Convert the spelling with the dialect in mind; see [romanisation systems](/wiki/article/romanisation-systems).
2. **Find the township.** Township names are more stable than village names. Old market towns are often today's townships.
3. **Match the village.** Villages are often named after a surname, a landmark or a direction: 陈村, 大塘, 东坑. Compare the remembered sound with the villages of the township.
4. **Check with the surname.** Villages in the south are often home to one lineage. If your surname is not present in the village, the match is doubtful.

Our [village search](/search/villages) lists villages by name, pinyin and location, and shows which surnames are concentrated in each county.

## Changes of name and boundary

County names changed: Xinning became Taishan in 1914, Xiangshan became [Zhongshan](/wiki/article/zhongshan) in 1925. Counties became cities or districts, and villages were merged into administrative villages or renamed. Bao'an, for example, became the city of Shenzhen. Keep the old names in your notes and look them up in gazetteers and historical maps.

## Maps that help

- Modern online maps, searched in Chinese characters.
- Maps drawn by applicants in [exclusion-era case files](/wiki/article/chinese-exclusion-act-case-files), which often show houses, rows and the family's position.
- Local gazetteers (地方志), which list villages by township with their surnames.
- Military survey maps of the twentieth century, held in major libraries.

## Asking locally

Village committees, township offices and overseas Chinese affairs offices (侨务办公室) can confirm a village and sometimes introduce relatives. Many villages have a contact for overseas families. Write in Chinese if you can, with every name you know and a copy of any document.

## Once you have the village

Record the modern name, the old names and the administrative path, then look for the lineage book and the [ancestral hall](/wiki/article/ancestral-halls-and-tablets). If you plan to visit, read [planning a roots trip](/wiki/article/planning-a-roots-trip).`,
    references: [
      'Madeline Y. Hsu, Dreaming of Gold, Dreaming of Home, Stanford University Press, 2000.',
      'National Archives and Records Administration, Chinese Exclusion Act case files, Record Group 85 (village maps in interrogation files).',
      'Ministry of Civil Affairs of the People’s Republic of China, administrative division codes (行政区划代码).',
    ],
  },
  {
    slug: 'planning-a-roots-trip',
    title: 'Planning a roots trip',
    title_zh: '寻根之旅',
    summary: 'How to prepare a visit to an ancestral village, what to bring, whom to contact, and how to make the most of a day there.',
    category: 'research',
    featured: false,
    content: `A visit to the ancestral village can be the highlight of a family search: standing in the hall where your ancestors' tablets stood, meeting distant cousins, reading the lineage book in the place it was written. A good visit is prepared well in advance. This article describes the steps.

## Before you go

- **Confirm the village.** Follow [finding the ancestral village](/wiki/article/village-names-and-maps) until you are sure of the county, township and village in characters.
- **Make contact.** Write to the village committee, the township's overseas Chinese affairs office, or a clan association that keeps links with the village. Relatives abroad may know someone still there.
- **Collect documents.** Bring copies of every document with Chinese names: certificates, letters, photographs, the names on tombstones. Print a simple family tree with names in characters.
- **Learn the names.** Know your ancestors' names in characters and in the local dialect, the [generation characters](/wiki/article/generation-poems) of your line and the [fang](/wiki/article/branches-and-fang) if you know it.
- **Find an interpreter.** In the [Siyi](/wiki/article/siyi-four-counties) and many other emigrant regions the older villagers speak the local dialect, not Mandarin. An interpreter who speaks it helps greatly.

## On the day

Villages are busy places with their own rhythms. Arrive in the morning and allow a full day. Bring small gifts, and be ready to be invited to eat. Begin with the elders or the village committee: explain who you are, show your documents and tree, and ask whether the lineage book and the [ancestral hall](/wiki/article/ancestral-halls-and-tablets) can be seen.

Photograph everything with permission: the hall, its boards and steles, the tablets, the lineage book pages of your line, houses your ancestors built, and graves. Write down names of the people you meet and how they are related to you.

## The lineage book

If the book exists, ask to photograph your branch, the front matter and the generation poem. Some villages will lend the book for copying; others prefer that it stays in the hall. A new edition may be in preparation, and the compilers will often welcome information on your overseas branch to add to it.

## Graves

Visiting ancestral graves is usually arranged around Qingming or the autumn Chongyang festival, when families clean and make offerings. Outside those times, graves may be hard to reach on hillsides; a villager's guidance is needed. Read [reading Chinese tombstones](/wiki/article/reading-tombstones) before you go.

## Afterwards

Write up what you learned the same evening. Send photographs and thanks to those who helped. Add the new generations to your tree with their sources, and share it with relatives: a roots trip is often the beginning of a long relationship between a village and its overseas family.

Our custom research and travel services can help plan and accompany a visit for families who want support.`,
    references: [
      'Madeline Y. Hsu, Dreaming of Gold, Dreaming of Home, Stanford University Press, 2000.',
      'Him Mark Lai, Becoming Chinese American: A History of Communities and Institutions, AltaMira Press, 2004.',
      'FamilySearch Research Wiki, China Genealogy (village research guidance).',
    ],
  },
];
