/** Articles on dialects, romanisation and the two forms of written Chinese. */
import type { WikiArticleSeed } from '../types';

export const languageArticles: WikiArticleSeed[] = [
  {
    slug: 'romanisation-systems',
    title: 'Romanisation systems',
    title_zh: '罗马拼音',
    summary: 'Pinyin, Wade–Giles, the postal spellings, Yale, Jyutping and Pe̍h-ōe-jī: how each writes Chinese sounds and where you will meet it.',
    category: 'language',
    featured: false,
    content: `A romanisation is a way of writing Chinese sounds in Latin letters. Dozens have been used, for different dialects and by different institutions. A family historian needs to recognise the main ones, because the same person or place appears in records in several of them.

## Hanyu pinyin

Hanyu pinyin (汉语拼音) was adopted in the People's Republic of China in 1958 and became the international standard for Mandarin. It writes the Mandarin pronunciation: 黄 is Huang, 陈 Chen, 广州 Guangzhou. Tones can be shown with marks (Huáng) or numbers (Huang2), but are usually left out. Most modern maps, books and databases use pinyin, including our place and surname records.

## Wade–Giles

The Wade–Giles system, devised by Thomas Wade in the nineteenth century and refined by Herbert Giles in his dictionary of 1892, was the usual English romanisation of Mandarin until pinyin replaced it. It uses apostrophes for aspiration: pinyin Zhang is Chang, Qing is Ch'ing, Xi is Hsi. Taiwanese names often still follow it, such as Chang or Hsu for 张 and 许. Older library catalogues and scholarly books also use it.

## Postal spellings

The Chinese Post Office used its own spellings for place names from the early twentieth century, based partly on local pronunciations: Canton for Guangzhou, Amoy for Xiamen, Swatow for Shantou, Peking for Beijing. Shipping records, consular documents and maps of the period use these names.

## Cantonese romanisations

For [Cantonese](/dialects/cantonese), the Hong Kong government spellings are the most common in records: 陈 Chan, 黄 Wong, 张 Cheung. Scholars use Yale romanisation or Jyutping, devised by the Linguistic Society of Hong Kong in 1993, which writes 黄 as wong4 and 陈 as can4. Dialect spellings of [Taishanese](/dialects/taishanese) followed no standard, but clerks' habits created familiar forms such as Chin, Yee and Hom.

## Hokkien, Teochew and Hakka

For [Hokkien](/dialects/hokkien), missionaries in the nineteenth century developed Pe̍h-ōe-jī, a full romanisation still used in Taiwan. Most overseas surname spellings, such as Tan, Lim, Ong and Khoo, came from British clerks in the Straits Settlements rather than from any system. [Teochew](/dialects/teochew) and [Hakka](/dialects/hakka) spellings followed similar local habits: Teochew Tay and Ng, Hakka Chong and Liew.

## Working across systems

1. Identify the dialect the spelling comes from; the place and period usually tell.
2. Convert the spelling to characters with a surname or place table for that dialect.
3. Convert the characters to pinyin to search modern Chinese sources.

Our [surname search](/search/surnames) takes any of these spellings and lists the characters they may stand for, with spellings in each dialect. See also [one surname, many spellings](/wiki/article/surname-spellings-abroad).

## A note on place names

Place names in records may be in any system, or even translated: "Four Districts" for Siyi. Keep the spelling as written and add the modern name in pinyin with characters.`,
    references: [
      'Herbert A. Giles, A Chinese-English Dictionary, Kelly & Walsh, 1892.',
      'Linguistic Society of Hong Kong, Jyutping romanisation scheme (1993).',
      'Endymion Wilkinson, Chinese History: A New Manual, Harvard University Asia Center (romanisation tables).',
    ],
  },
  {
    slug: 'cantonese-and-taishanese',
    title: 'Cantonese and Taishanese',
    title_zh: '粤语与台山话',
    summary: 'The two Yue dialects heard most in early overseas Chinese communities, how they differ, and why the difference matters for names.',
    category: 'language',
    featured: false,
    content: `Cantonese and Taishanese both belong to the Yue family of Chinese dialects, spoken across Guangdong and Guangxi. Cantonese in its Guangzhou and Hong Kong form is the best known, but for a century the Chinese communities of North America spoke mostly Taishanese, the dialect of the [Siyi counties](/wiki/article/siyi-four-counties). A family historian with roots in either should know both.

## Cantonese

[Cantonese](/dialects/cantonese) (广东话 or 粤语) is the speech of Guangzhou and, since the nineteenth century, of Hong Kong and Macau. It has six or more tones and keeps final consonants lost in Mandarin, such as the -p, -t and -k of words like 十 (sap), 一 (jat) and 六 (luk). Hong Kong's official spellings of names are based on Cantonese, so Chan, Wong, Cheung, Leung and Lau are Cantonese spellings of [陈](/surnames/detail?word=陈), [黄](/surnames/detail?word=黄), [张](/surnames/detail?word=张), [梁](/surnames/detail?word=梁) and [刘](/surnames/detail?word=刘).

## Taishanese

[Taishanese](/dialects/taishanese) (台山话, called Hoisan-wa by speakers) is the main dialect of the Siyi. Its sounds differ enough from Cantonese that speakers of the two struggle to understand each other at first. Some examples:

- Taishanese often has an h- where Cantonese has t-: the county name Taishan is Hoisan.
- Surnames are spelled differently: 陈 is Chin, 余 is Yee, 谭 is Hom, 伍 is Eng or Ng.
- Vowels shift: words with -ing in Cantonese may have -en or -ang.

Because so many early emigrants to the United States and Canada came from Taishan, Taishanese spellings fill the records of those countries. The surname Chin in an American file points to [陈](/surnames/detail?word=陈) from the Siyi, where Chan in the same period usually points to Hong Kong or the Guangzhou area.

## Other Yue dialects

Zhongshan's Shiqi speech, the dialects of Dongguan and Shunde, and the speech of western Guangdong are also Yue dialects, each with its own spellings. See [Zhongshan](/wiki/article/zhongshan).

## Why it matters

- Spelling: match overseas spellings in the right dialect before converting them to characters.
- Place names: a village recorded as "Hoi Ping" is Kaiping in pinyin; "Sun Wui" is Xinhui.
- Oral history: relatives may remember places and names only in dialect, and the Mandarin forms may sound nothing like them.
- Reading records: letters and notes in family papers may use dialect words.

## Learning more

Recordings of older relatives speaking, with names and places said aloud, are a precious source; make them while you can. Our [dialect pages](/dialects/taishanese) list surname spellings per dialect, and our [surname search](/search/surnames) converts spellings to characters.

## Signs in the records

Records often hint at the dialect without naming it. A family whose surnames are spelled Chin, Yee, Hom or Eng almost certainly spoke Taishanese; one spelled Chan, Yu, Tam or Ng may have spoken Cantonese or come through Hong Kong. Village names that begin with Hoi or end in -sen and -hang also suggest the Siyi.`,
    references: [
      'Him Mark Lai, Becoming Chinese American: A History of Communities and Institutions, AltaMira Press, 2004.',
      'Linguistic Society of Hong Kong, Jyutping romanisation scheme (1993).',
      'Madeline Y. Hsu, Dreaming of Gold, Dreaming of Home, Stanford University Press, 2000.',
    ],
  },
  {
    slug: 'simplified-and-traditional-characters',
    title: 'Simplified and traditional characters',
    title_zh: '简体与繁体',
    summary: 'Why Chinese is written in two forms, which records use which, and the traps of converting names between them.',
    category: 'language',
    featured: false,
    content: `Chinese characters are written in two standard forms. Traditional characters (繁体字) were used everywhere until the mid-twentieth century and remain standard in Taiwan, Hong Kong and Macau. Simplified characters (简体字) were introduced in mainland China in the 1950s and 1960s and are used there and in Singapore and Malaysia. Family records span both worlds: an old [lineage book](/wiki/article/how-zupus-are-organised) is in traditional characters, its modern reprint may be in simplified ones, and overseas documents may use either.

## What changed

Simplification reduced the number of strokes in many common characters: 陳 became 陈, 黃 became 黄, 劉 became 刘, 譜 became 谱, 廣東 became 广东. It also merged some characters that had been distinct. Most conversions are one to one, but the merged cases cause trouble for names.

## Traps with names

When converting from simplified back to traditional, one simplified character may stand for two or more traditional ones. Well-known cases in names are:

- 余: the surname is 余 in both forms, but the same simplified character also stands for 餘 ("surplus"); an automatic converter may wrongly turn the surname into 餘.
- 于: the surname 于 stays 于, but the particle 於 also simplifies to 于.
- 范: the surname 范 is distinct from 範 ("model"), which also simplifies to 范.
- 沈: the surname 沈 is distinct from 瀋, as in 瀋陽, which also simplifies to 沈.

So convert surnames with a surname table first, and check given names by hand. Our search looks surnames up in a surname table before converting them, for exactly this reason.

## Variant characters

Beyond the two standards, older records use variant forms (异体字): 峯 for 峰, 牀 for 床, and many others. Handwriting in lineage books and on tombstones adds cursive shapes. A name that seems unknown may be a variant of a common character; dictionaries of variants help.

## Which to use in your tree

Record names as they appear in the source, and add the other form as well. Searches in mainland sources work best in simplified characters; Taiwanese and Hong Kong sources, and most older material, in traditional ones. Our search accepts either and matches both, so a search for 族譜 finds articles written with 族谱.

## Reading old documents

If you learned simplified characters, old documents will be harder but not impossible. A few hundred common traditional forms cover most of what appears in lineage entries: names, numbers, dates, places and family terms. Learn the ones that occur in your family's names and place first, then the words of [dates](/wiki/article/reading-reign-years) and relationships.

## Japanese and Korean forms

Some families passed through Japan or Korea, or have documents written there. Japanese uses its own simplified forms for some characters, such as 広 for 廣 and 沢 for 澤, which differ from the Chinese simplified forms 广 and 泽. Korean documents use traditional forms. A name written in Japanese forms should be converted to the Chinese traditional form before searching Chinese sources.`,
    references: [
      'Endymion Wilkinson, Chinese History: A New Manual, Harvard University Asia Center (writing system).',
      'OpenCC project, Open Chinese Convert dictionaries (conversion tables for simplified and traditional Chinese).',
      'Sheau-yueh J. Chao, In Search of Your Asian Roots: Genealogical Research on Chinese Surnames, Genealogical Publishing Co., 2000.',
    ],
  },
];
