/** Articles on Chinese names: customs, spellings abroad, women's names and avoided characters. */
import type { WikiArticleSeed } from '../types';

export const namesArticles: WikiArticleSeed[] = [
  {
    slug: 'chinese-naming-customs',
    title: 'Chinese naming customs',
    title_zh: '命名习俗',
    summary: 'A person in a Chinese family could carry a milk name, a school name, a courtesy name, a generation name and a posthumous name. What each was for and where it appears.',
    category: 'names',
    featured: true,
    content: `A Western family historian is used to one name, perhaps with a nickname. A man born in a south China village in the nineteenth century might be known by five or six names over his life, and different records use different ones. Knowing which name a record uses is often the key to matching a lineage book with a passenger list.

## The surname

The surname (姓) comes first and is passed from father to children. Most surnames are one character, such as 陈, 黄 or 李; a few are two, such as 司徒 (Szeto) and 欧阳 (Auyeung). A woman kept her own surname at marriage, and older records name her by it followed by 氏, as in 黄氏, "a woman of the Huang surname". See [women in the records](/wiki/article/women-in-the-records).

## Names of childhood

A baby often received a milk name (乳名 or 小名) used at home, sometimes deliberately plain or even unflattering to avoid the attention of spirits. When a boy started school he might receive a school name (学名), and this was often the name written in the lineage book. The school name usually carried the [generation character](/wiki/article/generation-poems).

## Names of adulthood

Educated men took a courtesy name (字) at adulthood, used by friends and equals; some also chose a literary or studio name (号). In lineage books the courtesy name often appears right after the given name, and overseas records sometimes use it instead. A merchant abroad might trade under a shop name, and English-language records may then give the shop name as if it were his own.

After death, a man might be given a posthumous name (谥), and his ancestral tablet often records a formal name different from the one used in life. On a tombstone the name is often preceded by titles and honorifics, which are explained in [reading Chinese tombstones](/wiki/article/reading-tombstones).

## Names abroad

Immigration officers wrote down what they heard, in the spelling they knew. A man named 陈光明 from Taishan could appear as Chin Kwong Ming, Chan Kwong Ming or Chen Guangming, and clerks sometimes took the given name for a surname. Some men used a paper name for decades; see [paper sons](/wiki/article/paper-sons). Many also took an English first name, so Kwong Ming Chin became Frank Chin.

## Practical steps

- Collect every name a person is known by, in characters where you can.
- Note which record uses which name, and why.
- Use the surname pages, such as [陈](/surnames/detail?word=陈) and [黄](/surnames/detail?word=黄), to see how a surname is spelled in each dialect.
- Look for the generation character in the given name: it places the person in the lineage.

Do not discard a record because the name differs. A different name is often the same person at a different stage of life, recorded by a different writer in a different language.`,
    references: [
      'Endymion Wilkinson, Chinese History: A New Manual, Harvard University Asia Center (chapters on names and naming).',
      'Sheau-yueh J. Chao, In Search of Your Asian Roots: Genealogical Research on Chinese Surnames, Genealogical Publishing Co., 2000.',
      'Him Mark Lai, Becoming Chinese American: A History of Communities and Institutions, AltaMira Press, 2004.',
    ],
  },
  {
    slug: 'surname-spellings-abroad',
    title: 'One surname, many spellings',
    title_zh: '姓氏拼写',
    summary: 'Why 黄 can be Wong, Huang, Ng, Ooi or Hwang, and how to work back from a spelling in an overseas record to the characters.',
    category: 'names',
    featured: false,
    content: `Chinese characters are written the same way across China, but they are pronounced very differently in each dialect. When emigrants gave their names to shipping agents, census takers and immigration officers, the spelling recorded was based on the sound in their own dialect, written in whatever system the clerk knew. The result is that one surname can have a dozen spellings, and one spelling can stand for several surnames.

## Examples

The surname [黄](/surnames/detail?word=黄) (Huang in Mandarin pinyin) is Wong in Cantonese, Wong or Vong in Taishanese and Macanese spellings, Ng or Ooi in Hokkien, Ng or Ung in Teochew, and Hwang in older Mandarin and Korean-influenced forms. The surname [陈](/surnames/detail?word=陈) is Chan in Cantonese, Chin in Taishanese, Tan in Hokkien and Teochew, and Chen in Mandarin. The surname [林](/surnames/detail?word=林) is Lam in Cantonese and Lim in Hokkien and Teochew.

Going the other way, the spelling Wong may stand for 黄 or 王, and Ng may be 吴, 伍 or 黄 depending on the dialect. Lee can be 李 or, less often, other characters.

## Why spellings reflect dialect and place

Spelling follows the dialect, and dialect follows the home district. Families from the [Siyi counties](/wiki/article/siyi-four-counties) mostly spoke [Taishanese](/dialects/taishanese), so their names were spelled the Taishanese way in North America. Families from Quanzhou and Xiamen spoke [Hokkien](/dialects/hokkien) and settled in Southeast Asia, where their names were spelled in Hokkien. A surname spelling therefore carries a clue to the home county.

## Systems used by clerks

In the nineteenth century no single system was used. British officials in Hong Kong and Malaya developed their own conventions for Cantonese and Hokkien. American clerks often wrote by ear. Later, Wade–Giles became common for Mandarin, and after 1958 Hanyu pinyin. Read more in [romanisation systems](/wiki/article/romanisation-systems).

## Working back to characters

1. Note the spelling exactly as written, and every other spelling of the same person.
2. Identify the likely dialect from the place of origin, or from the country of settlement.
3. Use a surname table to list the characters that spelling can stand for in that dialect.
4. Confirm with a record that gives characters: a tombstone, an association register, a Chinese-language certificate or a letter.

Our [surname search](/search/surnames) takes a spelling and lists the surnames it may be, with their spellings in each dialect.

## Order and hyphens

Records also disagree on word order. Chinese puts the surname first; Western forms often put it last; clerks sometimes did both in one file. Hyphenated given names such as Kwong-Ming, or split ones such as Kwong Ming, are the same name. Treat the whole name as a set of syllables and match them one by one.`,
    references: [
      'Sheau-yueh J. Chao, In Search of Your Asian Roots: Genealogical Research on Chinese Surnames, Genealogical Publishing Co., 2000.',
      'Library and Archives Canada, Immigrants from China, 1885–1949 (search tips on name spellings).',
      'National Archives and Records Administration, Chinese Exclusion Act case files, Record Group 85 (finding aids).',
    ],
  },
  {
    slug: 'women-in-the-records',
    title: 'Women in the records',
    title_zh: '女性记载',
    summary: 'How lineage books, tombstones and migration files record women, and how to recover a grandmother’s or great-grandmother’s name.',
    category: 'names',
    featured: false,
    content: `Tracing the women of a Chinese family is harder than tracing the men, but rarely impossible. Older lineage books followed the male line and recorded wives briefly; daughters often appeared only as a count or not at all. Yet the same books, together with tombstones, letters and overseas records, give more than one might expect.

## The surname with 氏

A married woman kept her own surname. In a lineage book she usually appears under her husband's entry as her surname followed by 氏, for example 李氏, "a woman of the Li surname". Many books add her father's name or her native village, such as "daughter of Li so-and-so of such-and-such village". That short note is the key to her own family, because it names another lineage to search.

If a man had more than one wife, the first wife (元配) is listed first, and a later wife is marked as a successor wife (继配) after the first one died, or a secondary wife (侧室). The entries for sons may say which wife was the mother.

## Daughters

Some books record daughters with the name of the husband and his village, such as "a daughter, married to Chen so-and-so of Dongkeng". Newer editions, especially those compiled since the 1980s, often list daughters by full name. The [rules of compilation](/wiki/article/how-zupus-are-organised) at the front of the book say what to expect.

## Tombstones and tablets

A woman's tombstone usually gives her surname with 氏, her husband's surname before it, and a title such as 孺人, an honorific used on tombstones and tablets for a wife. The sons who erected the stone are named on the left. See [reading Chinese tombstones](/wiki/article/reading-tombstones) for the usual layout.

## Overseas records

Records abroad can be richer than the ones at home. In the United States, the [exclusion-era case files](/wiki/article/chinese-exclusion-act-case-files) of wives and daughters include interrogations that name their parents, brothers and native villages, and often their photographs. Canadian records under the head tax and the later registration of 1923 include women and children. A wife who never left China still appears in her husband's file, because officers asked him about his family at every crossing.

## Names women used

A woman might have a milk name at home, a given name her family used, and a formal name given at marriage. Overseas she might be recorded as "Mrs Wong" with her own surname lost, or under her own surname with her husband's added in English style. Collect every form and compare them, as you would for a man.

## A practical approach

Start from the woman's sons: their records usually name their mother. Then find her native village in the lineage book of her husband's family, and search that village's lineage for her father. Two lineages, read side by side, often rebuild a branch that one book alone leaves blank.`,
    references: [
      'Judy Yung, Unbound Feet: A Social History of Chinese Women in San Francisco, University of California Press, 1995.',
      'Rubie S. Watson and Patricia Buckley Ebrey (eds.), Marriage and Inequality in Chinese Society, University of California Press, 1991.',
      'National Archives and Records Administration, Chinese Exclusion Act case files, Record Group 85.',
    ],
  },
  {
    slug: 'taboo-names',
    title: 'Taboo names and avoided characters',
    title_zh: '避讳',
    summary: 'Why a character may be written with a missing stroke or replaced by another, and how naming taboos help date a document.',
    category: 'names',
    featured: false,
    content: `Readers of old Chinese documents sometimes meet a familiar character written with a stroke missing, or a word replaced by a synonym that makes the sentence sound odd. Often the cause is a naming taboo (避讳, traditional 避諱): the custom of not writing or speaking the personal name of an emperor, a sage or one's own ancestors.

## Imperial taboos

During a dynasty, the personal names of its emperors were avoided in writing. The Kangxi emperor's personal name was Xuanye (玄烨), so the character 玄 was avoided in the Qing dynasty: writers used 元 in its place or wrote 玄 without its last stroke. The Qianlong emperor's personal name Hongli (弘历) led writers to avoid 弘, often replacing it with 宏. Printed books, stone inscriptions and official documents followed these rules closely, and even place names were sometimes changed.

## Family taboos

Families also avoided the personal names of their own ancestors. A son would not give his child a name containing his father's or grandfather's given name, and a lineage book might write an ancestor's name with a gap or a substitute character. This is one reason why given names rarely repeat within a line, and why the [generation poem](/wiki/article/generation-poems) was designed so that no character repeats.

When reading a lineage book, you may see the words 讳 (the tabooed name) before an ancestor's formal given name. It marks the personal name that descendants should not use in daily speech.

## Using taboos to date documents

Because taboos changed with each reign, they can help date an undated document:

- A text that avoids 玄 was probably written under the Qing, from the Kangxi reign onward.
- A text that avoids 弘 was probably written in or after the Qianlong reign.
- A book that writes these characters freely may be earlier, or from the Republican period when taboos were abandoned.

Taboo evidence is a clue, not a proof, since copyists sometimes kept or dropped the forms of their sources. Combine it with [reign years](/wiki/article/reading-reign-years) and the prefaces of the book.

## Taboos and search

For a modern search, taboos mean that the same name may appear in different characters in different editions. If an ancestor's name contains 玄 in one edition and 元 in another, they may well be the same person. Tombstones cut during the Qing may follow taboo rules that modern printings ignore. When a match fails on one character, consider whether that character could have been avoided in the period, and try the usual substitute.

## After 1911

The fall of the Qing in 1911 ended imperial taboos. Family taboos faded more slowly: some families still avoid naming a child after a living grandparent, though the custom is no longer strict.`,
    references: [
      'Chen Yuan 陈垣, Shihui juli 史讳举例 (Examples of Historical Taboo Avoidance), 1928; reprinted Shanghai Shudian.',
      'Endymion Wilkinson, Chinese History: A New Manual, Harvard University Asia Center (section on taboo characters).',
      'Shanghai Library genealogy collection (上海图书馆家谱收藏).',
    ],
  },
];
