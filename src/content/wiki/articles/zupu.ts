/** Articles on clan genealogies (zupu): how they are built, read and found. */
import type { WikiArticleSeed } from '../types';

export const zupuArticles: WikiArticleSeed[] = [
  {
    slug: 'how-zupus-are-organised',
    title: 'How a zupu is organised',
    title_zh: '族谱的结构',
    summary: 'A tour of the parts of a Chinese lineage book, from the prefaces to the lineage charts, and what each part can tell a family historian.',
    category: 'zupu',
    featured: true,
    content: `A zupu (族谱, traditional 族譜) is the written record of a patrilineal descent group: everyone who traces their line to one founding ancestor through fathers and sons. Other names for the same kind of book are jiapu (家谱), zongpu (宗谱) and jiacheng (家乘). A lineage book was usually compiled by a committee of literate members of the clan, printed or copied in a small number of sets, and kept in the ancestral hall or by the heads of branches. Most surviving books were revised every thirty years or so, which means a single clan may have several editions, each adding the generations born since the last one.

## The front matter

A zupu usually opens with prefaces (序). The newest preface comes first, followed by the prefaces of earlier editions, so the opening pages often read like a history of the book itself. After them come the rules of compilation (凡例), which explain who is included and how: whether daughters are named, how adopted sons are marked, what happens to a member who left the lineage. Reading the rules before the entries saves a great deal of confusion later.

## Origins and migration

A section on origins (源流) tells where the surname came from and how the ancestors moved. Early parts are often legendary, tracing the clan to an ancient worthy. The useful part for a family historian is usually the account of the first migrant ancestor (始迁祖), the man who settled in the village where the clan still lives. Dates and place names here are the thread that connects a village to an older branch elsewhere in China.

## Charts and entries

The heart of the book is the lineage itself. Many books give charts (世系图) drawn in the style associated with the Song scholars Ouyang Xiu and Su Xun, with five generations on a page and the last generation of one page repeated as the first of the next. The charts are followed by entries (世系录 or 行传) that give, for each man, his names, his father, his rank in the generation, his birth and death dates in reign years, where he was buried, his wife or wives by surname, and his sons. Daughters appear in some books by their husband's surname and village only.

A man who went abroad is often marked with a short note such as "went to Gold Mountain" (往金山) or with the name of a country. Such notes are gold for overseas families, because they link a name in a Canadian or American file to a line in the home village.

## The rest of the book

Later sections may hold family instructions (家训), the generation poem (字辈), maps of tombs and the ancestral hall, land held in common, biographies of notable members and poems. See [generation poems](/wiki/article/generation-poems) and [reading reign years](/wiki/article/reading-reign-years) for help with two things every reader meets on the first page of entries.

## Using a zupu

Start from the last generation you know, find its generation character, and work up through the entries. Write down page numbers and branch names (房) as you go; the same given name may appear in two branches. When you find your line, photograph the charts as well as the entries, since the chart shows brothers and cousins that the entries scatter over many pages.`,
    references: [
      'Shanghai Library (ed.), Zhongguo jiapu zongmu 中国家谱总目 (Comprehensive Catalogue of Chinese Genealogies), Shanghai Guji Chubanshe, 2008.',
      'Sheau-yueh J. Chao, In Search of Your Asian Roots: Genealogical Research on Chinese Surnames, Genealogical Publishing Co., 2000.',
      'FamilySearch, China, Collection of Genealogies, 1239–2014 (digitised zupus).',
    ],
  },
  {
    slug: 'generation-poems',
    title: 'Generation poems (字辈)',
    title_zh: '字辈',
    summary: 'Why brothers and cousins share a character in their names, how the poem that fixes those characters works, and how to use it to place an ancestor.',
    category: 'zupu',
    featured: true,
    content: `Many Chinese families give every member of one generation the same character in their given names. Brothers and male cousins of the same lineage share it, and the next generation takes the next character. The sequence of characters is fixed in advance in a verse called the generation poem. It goes by many names: zibei (字辈, traditional 字輩), banbei (班辈), paiyu (派语) or simply the generation names.

## How the poem works

A typical poem has four, five or seven characters to a line and runs to twenty, forty or more characters. The first character belongs to one generation, the second to the next, and so on. Founders chose characters with good meanings, so the poems read as wishes for the clan: learning, virtue, prosperity, long life. When a poem is used up, the clan meets and adds new lines, which are recorded in the next edition of the [zupu](/wiki/article/how-zupus-are-organised).

For example, a poem might begin with the line 德成光宗祖. The first generation under this poem would have given names containing 德, their sons names with 成, their grandsons names with 光. A man called Chen Guangming (陈光明) would then belong to the third generation, and his father's name should contain 成.

## Where the character sits

The generation character can be the first or the second character of a two-character given name. Clans usually keep one position for everyone, but some alternate: one generation puts it first, the next puts it second. Some clans use a shared radical instead of a shared character, so that all cousins of one generation have a given name containing, say, the water or wood component.

## Why it matters for research

The generation character is one of the most useful tools a family historian has. If you know an ancestor's given name and the poem of his lineage, you know his generation number counted from the founding ancestor. That tells you which page of the lineage book to open. It also helps to tell apart two men with the same surname from the same village: if their generation characters differ, they are not brothers or cousins of the same degree.

The character also survives in migration records. A paper name in an [exclusion-era file](/wiki/article/chinese-exclusion-act-case-files) often kept the real generation character, or changed it to the one that matched the paper family. Comparing the names of a man's sons can show which one he used at home.

## Finding your clan's poem

Look in the zupu first; the poem is often printed near the front or at the end. Clan associations abroad sometimes print it in their anniversary books. Older relatives may remember a few characters even if they cannot recite the whole verse. Villages of the same surname in one county sometimes share a poem, so the poem of a neighbouring branch can be a good clue while you search for your own.

Women rarely received the generation character in older lineages, though many families now give it to daughters too.`,
    references: [
      'Sheau-yueh J. Chao, In Search of Your Asian Roots: Genealogical Research on Chinese Surnames, Genealogical Publishing Co., 2000.',
      'Shanghai Library genealogy collection (上海图书馆家谱收藏), reading room catalogue of generation poems by surname.',
      'Rubie S. Watson, Inequality among Brothers: Class and Kinship in South China, Cambridge University Press, 1985.',
    ],
  },
  {
    slug: 'branches-and-fang',
    title: 'Branches, halls and fang (房)',
    title_zh: '房支',
    summary: 'How a lineage divides into branches, how branches are named and numbered, and how to follow one branch through a lineage book.',
    category: 'zupu',
    featured: false,
    content: `A lineage that has lived in one place for many generations grows too large to record as a single list. Lineage books divide it into branches. The most common word for a branch is fang (房), literally a room of the house: each son of a founding ancestor heads a fang, and his descendants belong to it. Larger units are called zhi (支) or pai (派), and a branch that has its own ancestral hall may be known by the name of that hall (堂).

## How branches are numbered

The sons of an ancestor are numbered by birth order: the eldest is the first fang (长房 or 大房), then the second (二房), the third (三房) and so on. A lineage book often organises its entries fang by fang, so the descendants of the eldest son fill the first volumes and the descendants of the youngest come last. Within a fang, each later generation can split again, giving names such as "the second fang of the third fang".

Branch names also travel. A family in San Francisco or Sydney may remember that it belongs to "the third fang" without remembering the founding ancestor's name. That single fact narrows the search in a thick book to one volume.

## Hall names

Many branches and whole lineages are known by a hall name (堂号), an elegant phrase taken from a famous ancestor or a classical text and carved over the door of the ancestral hall. Surnames have well-known hall names: for example the Chen surname is widely associated with Yingchuan (颍川), an ancient commandery, used as an ancestral seat name (郡望) rather than a current address. A hall name on a tablet, a tombstone or a wedding invitation is a clue to the lineage, though several unrelated families may use the same one.

## Branches that moved

When members of a lineage moved to a new village, they might found a new branch, keep their link to the old hall, and record themselves in the mother lineage's next edition. Books therefore include notes such as "moved to such-and-such village" beside a man's entry. Many of the villages of the [Siyi counties](/wiki/article/siyi-four-counties) were founded this way in the Ming and Qing dynasties, and lineage books there trace each village back to a few early settlers.

## Reading a branch

To follow one branch:

- Find the fang of your earliest known ancestor in the table of contents or the charts.
- Use the [generation poem](/wiki/article/generation-poems) to count generations and find the right page.
- Copy each father-son link with its page number, so you can check it later against another edition.
- Note brothers and their fang numbers: an overseas relative may be listed under a brother's line.

Branches also mattered for property. Land held in common by a branch paid for its rites and school, and accounts of that land appear in many books.`,
    references: [
      'Maurice Freedman, Lineage Organization in Southeastern China, Athlone Press, 1958.',
      'David Faure, The Structure of Chinese Rural Society: Lineage and Village in the Eastern New Territories, Hong Kong, Oxford University Press, 1986.',
      'Shanghai Library (ed.), Zhongguo jiapu zongmu 中国家谱总目, Shanghai Guji Chubanshe, 2008.',
    ],
  },
  {
    slug: 'finding-a-zupu',
    title: 'Finding your family’s zupu',
    title_zh: '查找族谱',
    summary: 'Where lineage books are kept today, from the Shanghai Library and FamilySearch to village halls, and how to tell whether one exists for your family.',
    category: 'zupu',
    featured: false,
    content: `Millions of Chinese families had a lineage book at some point, but many copies were lost to war, flood, fire and the campaigns of the 1950s and 1960s against old customs. Enough survive, and enough new editions have been compiled since the 1980s, that a search is worth making for almost any family whose ancestral village is known.

## Start with the village and the surname

A [zupu](/wiki/article/how-zupus-are-organised) belongs to a lineage, and a lineage belongs to a place. The two facts you need are the surname in Chinese characters and the ancestral village, with its county. If you only know the county, the surname and county together can still point to a handful of lineages. Our [village search](/search/villages) and [surname pages](/surnames/detail?word=陈) help turn a romanised name such as Chin or Chan into characters and a place.

## Libraries and archives

The largest public collection is the genealogy reading room of the Shanghai Library, whose catalogue lists tens of thousands of titles covering hundreds of surnames. The library also led the compilation of the Comprehensive Catalogue of Chinese Genealogies (中国家谱总目), which records the holdings of libraries in China and abroad. The National Library of China and provincial libraries, especially in Guangdong, Fujian, Zhejiang and Jiangxi, hold large collections too.

Outside China, FamilySearch microfilmed and later digitised many thousands of lineage books in its collection China, Collection of Genealogies, 1239–2014. The Library of Congress, the C. V. Starr East Asian Library at Columbia University and the Harvard-Yenching Library hold smaller collections.

## Clan associations and villages

Many lineages still keep a copy in the ancestral hall, or with the committee that compiled the latest edition. Surname associations abroad sometimes hold copies sent from the village, and some have printed their own books covering members overseas. A visit to the village, or a letter through a relative, is often the fastest way to learn whether a book exists.

## Reading what you find

When you find a book, check its coverage before you read it line by line:

1. Confirm the village and the founding ancestor match what your family remembers.
2. Find the [generation poem](/wiki/article/generation-poems) and the generation character of someone you know.
3. Look for notes on members who went abroad; they often give a country or a city.
4. Record the edition (year of compilation), because later editions may correct or extend earlier ones.

## When there is no book

If no book survives, tombstones, ancestral tablets, land deeds and household registers can rebuild some generations, and overseas records such as [exclusion-era case files](/wiki/article/chinese-exclusion-act-case-files) often name a father and grandfather. A new lineage book can also start from what you gather: many of today's editions began with one family writing down what it knew.`,
    references: [
      'Shanghai Library (ed.), Zhongguo jiapu zongmu 中国家谱总目 (Comprehensive Catalogue of Chinese Genealogies), Shanghai Guji Chubanshe, 2008.',
      'FamilySearch, China, Collection of Genealogies, 1239–2014.',
      'Sheau-yueh J. Chao, In Search of Your Asian Roots: Genealogical Research on Chinese Surnames, Genealogical Publishing Co., 2000.',
    ],
  },
];
