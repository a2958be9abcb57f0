/** Zupu (族谱, family tree book) services: the overview and its five parts. */
import type { ServiceContent } from './types';

const zupuPrice =
  'Quoted after a free call, from the number of pages and how they are written (printed, handwritten, damaged). You see the quote before any work starts.';

const commonQuestions = [
  { q: 'I do not have the zupu itself, only photographs. Is that enough?', a: 'Yes. Clear photographs of every page you want read are all we need; we tell you if any page needs a better image.' },
  { q: 'Can you find a zupu for my family?', a: 'Often: many clan books are held in libraries and clan halls. Search the zupu collection, or ask us on the call.' },
];

export const zupuServices: ServiceContent[] = [
  {
    route: 'zupu-translation-services',
    group: 'zupu',
    title: 'Zupu translation services',
    chinese: '族谱 · 家谱 · 宗谱',
    summary: 'Reading, transcribing and translating your family tree book (zupu), part by part or whole.',
    about: [
      'A zupu (族谱, also 家谱 or 宗谱) is the book a clan keeps of its lineage: prefaces, the origin of the surname, the founding ancestor’s move to the village, the generation poem, branch tables and short lives of each member. Most are written in classical Chinese, many by hand, read top to bottom and right to left.',
      'You can ask for the whole book or start with one part: the table of contents, the generation poem, the line from the founding ancestor to you, a named ancestor’s entry, or a full transcription. Each part has its own page below.',
    ],
    forWhom: [
      'Families who hold a zupu, or photographs of one, and cannot read it.',
      'People who found their clan book in our collection or a library and want to know what it says about them.',
      'Clan associations that want a book transcribed or translated for younger members.',
    ],
    steps: [
      { title: 'Free call', text: 'Tell us what you have and what you want to learn; we look at a few sample pages.' },
      { title: 'Choose the part', text: 'Table of contents, generation poem, ancestral line, an ancestor’s entry or a full transcription.' },
      { title: 'Reading and translation', text: 'A specialist in classical Chinese reads the pages; a second reviewer checks names and dates.' },
      { title: 'Delivery', text: 'A document with the original text, a modern transcription and an English translation side by side.' },
    ],
    receives: [
      'Typed Chinese text of the pages read, in traditional characters.',
      'An English translation with notes on names, titles, places and dates.',
      'Reign years and lunar dates converted to the Western calendar.',
      'The ancestors found, ready to add to your tree.',
    ],
    duration: 'From 2 weeks for one part to several months for a whole book.',
    price: zupuPrice,
    example: {
      title: 'Twenty-six generations in one line',
      text: 'A family in Melbourne sent 140 photographs of a Huang 黃 clan book from Taishan. The table of contents pointed to the branch, the ancestral line traced 26 generations from the founding ancestor to their great-grandfather, and the generation poem explained the middle names of three living cousins.',
    },
    questions: [
      { q: 'What is the difference between 族谱, 家谱 and 宗谱?', a: 'They are names for the same kind of book; 家谱 is often a smaller family’s record, 族谱 and 宗谱 a whole clan’s.' },
      ...commonQuestions,
    ],
    children: ['zupu-table-of-contents', 'zupu-ancestor-name', 'zupu-generation-poem', 'zupu-ancestral-lineage', 'zupu-transcribe'],
  },
  {
    route: 'zupu-table-of-contents',
    group: 'zupu',
    parent: 'zupu-translation-services',
    title: 'Zupu table of contents',
    chinese: '族谱目录',
    summary: 'A translated map of your zupu: what each volume and section holds, so you know where to look.',
    about: [
      'A clan book can run to dozens of volumes (卷). Its table of contents (目录) names prefaces, rules of the clan (家训), maps of graves and halls, the branch tables and the biographies. Translating it first tells you which pages concern your branch before paying to read them all.',
    ],
    forWhom: ['Anyone holding a large zupu who wants to know where their branch is.', 'Families deciding which part of a book to have translated.'],
    steps: [
      { title: 'Send the contents pages', text: 'Photographs of the 目录 pages, and the first page of each volume if there is no contents list.' },
      { title: 'Translation', text: 'Each section title is translated and explained.' },
      { title: 'Branch pointers', text: 'We mark the sections that name your branch or village.' },
    ],
    receives: ['A translated table of contents with page references.', 'Notes on which sections to read next for your family.'],
    duration: 'About 1 to 2 weeks.',
    price: zupuPrice,
    example: {
      title: 'Twelve volumes, one branch',
      text: 'A twelve-volume Li 李 clan book from Fujian had a contents list naming each branch by its founding village. Volume 7 held the branch of the family’s village; only those 60 pages needed reading.',
    },
    questions: commonQuestions,
  },
  {
    route: 'zupu-ancestor-name',
    group: 'zupu',
    parent: 'zupu-translation-services',
    title: 'Finding an ancestor’s name in a zupu',
    chinese: '族谱查找祖先',
    summary: 'We look for a named ancestor in the book and translate every entry about them.',
    about: [
      'In a zupu an ancestor may be recorded by a generation name, a courtesy name (字) or a literary name (號), rarely the name the family used abroad. We search the book for your ancestor using the names, dates and relatives you know, and translate what the book says: parents, wives, children, dates, burial place and any biography.',
    ],
    forWhom: ['Families who know an ancestor’s name and want to find him in the clan book.', 'Anyone who found a possible entry and wants it confirmed.'],
    steps: [
      { title: 'Tell us who', text: 'Names in any spelling, dates, spouse and children, and the branch if known.' },
      { title: 'Search the book', text: 'We read the branch tables for matching names and relationships.' },
      { title: 'Translate the entries', text: 'Every entry about the ancestor and his immediate family is translated.' },
    ],
    receives: ['The ancestor’s entries with original text and translation.', 'His parents, spouses and children as recorded.', 'How certain the identification is, and why.'],
    duration: '2 to 4 weeks.',
    price: zupuPrice,
    example: {
      title: 'Ah Fook was 福祥',
      text: 'A great-grandfather known in Jamaica as Ah Fook appeared in his clan book as 福祥, with a courtesy name, a note that he “went to the Western islands” (往西島) and the names of two sons who matched the family’s records.',
    },
    questions: commonQuestions,
  },
  {
    route: 'zupu-generation-poem',
    group: 'zupu',
    parent: 'zupu-translation-services',
    title: 'Generation poem (字辈) translation',
    chinese: '字辈 · 辈分诗 · 派语',
    summary: 'Your clan’s generation poem read, translated and matched to the names in your family.',
    about: [
      'Many clans chose a poem (字辈诗 or 派语) whose characters are given, in order, one per generation: every male cousin of a generation shares the same character in his name. Knowing the poem tells you which generation an ancestor belonged to, links branches that moved apart, and helps parents choose names today.',
    ],
    forWhom: ['Families who notice a shared character in the names of cousins.', 'Parents choosing a Chinese name in the family’s tradition.', 'Researchers linking a family abroad to a branch in China.'],
    steps: [
      { title: 'Send the poem or the names', text: 'A photograph of the poem page, or the names of relatives across generations.' },
      { title: 'Reading', text: 'We transcribe the poem and give each character’s reading and meaning.' },
      { title: 'Matching', text: 'We place your relatives’ names against the poem to show their generations.' },
    ],
    receives: ['The poem in characters with pinyin, dialect reading and an English rendering.', 'A chart of your family’s generations against the poem.', 'The characters of the coming generations.'],
    duration: 'About 1 to 2 weeks.',
    price: zupuPrice,
    example: {
      title: 'A poem found from three names',
      text: 'A family had no clan book, only three uncles named with 德, 光 and 宗 in their middle names across three generations. The Situ 司徒 branch poem of their Kaiping village carried those characters in that order, which placed the family in the branch.',
    },
    questions: [
      { q: 'Do daughters have generation names?', a: 'In older books usually not; many families today give the generation character to daughters too.' },
      ...commonQuestions,
    ],
  },
  {
    route: 'zupu-ancestral-lineage',
    group: 'zupu',
    parent: 'zupu-translation-services',
    title: 'Ancestral lineage from a zupu',
    chinese: '世系 · 世系图 · 始祖',
    summary: 'The line from your clan’s founding ancestor down to your family, generation by generation.',
    about: [
      'Branch tables (世系图) list each generation from the founding ancestor (始祖) of the village or the clan. We follow the line that leads to your family and translate each ancestor’s entry along the way, so you have your direct line back as far as the book goes, often 20 to 30 generations.',
    ],
    forWhom: ['Families who have found their branch and want the whole line.', 'Anyone who wants the ancestors of a zupu added to their family tree.'],
    steps: [
      { title: 'Identify the starting point', text: 'The most recent ancestor you can find in the book, or we find him for you.' },
      { title: 'Follow the line', text: 'We trace father to father back to the founding ancestor.' },
      { title: 'Translate and chart', text: 'Every ancestor on the line with dates, spouses and burial places.' },
    ],
    receives: ['A lineage chart from the founding ancestor to your family.', 'Translated entries of each ancestor on the line.', 'A GEDCOM file of the line to import into your tree.'],
    duration: '3 to 6 weeks.',
    price: zupuPrice,
    example: {
      title: 'From Nanxiong to Kuala Lumpur',
      text: 'A family in Kuala Lumpur traced their line in a Chan 陳 clan book through 24 generations to a founding ancestor said to have come south through Zhuji Lane (珠璣巷) in Nanxiong, a common origin story of Cantonese clans that the book records in its preface.',
    },
    questions: commonQuestions,
  },
  {
    route: 'zupu-transcribe',
    group: 'zupu',
    parent: 'zupu-translation-services',
    title: 'Zupu transcription',
    chinese: '族谱录入 · 抄录',
    summary: 'Handwritten or printed pages typed into searchable Chinese text, page by page.',
    about: [
      'A typed transcription turns page images into text you can search, copy and translate with any tool. Handwritten and woodblock-printed books often use variant characters (异体字); our transcribers keep the original form and note the standard one beside it.',
    ],
    forWhom: ['Clan associations preserving a book for younger members.', 'Families who want the full text of their zupu to search and share.'],
    steps: [
      { title: 'Send the images', text: 'Photographs or scans of the pages; we advise on resolution.' },
      { title: 'Transcription', text: 'Pages are typed in reading order, with variant characters noted.' },
      { title: 'Proofreading', text: 'A second reader checks every page against the image.' },
    ],
    receives: ['Typed text in traditional characters, page by page, with the page numbers of the book.', 'A list of unclear or damaged passages.', 'Optional: the text added to your copy of the book on Xungen, searchable with full-text search.'],
    duration: 'About 2 weeks per 100 pages.',
    price: zupuPrice,
    example: {
      title: 'A handwritten book of 300 pages',
      text: 'A Hakka clan association in Mauritius sent a handwritten book of 300 pages. The transcription, with 41 variant characters noted, is now searchable by the association’s members.',
    },
    questions: commonQuestions,
  },
];
