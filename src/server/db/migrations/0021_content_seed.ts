import type { Kysely } from 'kysely';

// The company content as first published. Operators edit these rows later; the migration only
// gives a new database the same starting text everywhere. The team is described by desk rather
// than by invented people: names are added by operators when people agree to be listed.

const team = [
  {
    group_name: 'team',
    name: 'Product and engineering',
    title: 'Tree editor, search and the API',
    description:
      'Builds the canvas tree editor, bilingual name handling and record search. Led by an engineer with 7 years in software and 5 years of leadership.',
    details_html:
      '<p>The tree editor draws every relative on one canvas so a 5,000-person clan stays fast on a phone. Names are stored as typed parts (surname, generation name, given name, other name) in both scripts, so 陳 and Chan and Chen point to the same person.</p>',
  },
  {
    group_name: 'team',
    name: 'Records and collections',
    title: 'Indexing, OCR and source images',
    description:
      'Scans, indexes and links records: clan books (zupus), cemetery registers, immigration case files and overseas association directories.',
    details_html:
      '<p>Vertical traditional text in zupus is read with OCR tuned for columns, then checked by people who read classical Chinese. Every indexed name links back to the page image it came from.</p>',
  },
  {
    group_name: 'team',
    name: 'Member support',
    title: 'Help with accounts, trees and imports',
    description: 'Answers questions about GEDCOM imports, sharing a tree with relatives and subscriptions, in English and Chinese.',
    details_html: '<p>Write to us from the support page when you are logged in, or from the contact page when you are not.</p>',
  },
  {
    group_name: 'advisor',
    name: 'Clan genealogy (zupu) scholarship',
    title: 'Advisory seat',
    description: 'Guides how we read generation poems, branch tables and the conventions of lineage books from different provinces.',
    details_html: '<p>Zupus follow local conventions: where daughters appear, how adopted sons are recorded, how a branch that moved is marked. This seat reviews how we model them.</p>',
  },
  {
    group_name: 'advisor',
    name: 'Overseas Chinese migration history',
    title: 'Advisory seat',
    description: 'Advises on immigration records, exclusion-era case files and the associations that kept overseas communities connected to home villages.',
    details_html: '<p>Many families know a paper name rather than a real one. This seat helps us present both without losing either.</p>',
  },
  {
    group_name: 'advisor',
    name: 'Privacy and data protection',
    title: 'Advisory seat',
    description: 'Reviews how living people appear in shared trees and family websites, and how long we keep data.',
    details_html: '<p>Living relatives are private by default. Deleting a tree deletes its persons, photos and files.</p>',
  },
  {
    group_name: 'research',
    name: 'Guangzhou research desk',
    title: 'Guangdong and Fujian villages',
    description: 'Village visits, local archives and clan halls in the Pearl River Delta, the Siyi counties (Taishan, Kaiping, Enping, Xinhui) and southern Fujian.',
    details_html: '<p>Most early emigrants to North America, Australia and Southeast Asia left from these counties, so most research requests start here.</p>',
  },
  {
    group_name: 'research',
    name: 'Singapore research desk',
    title: 'Southeast Asia',
    description: 'Clan associations, temple records and cemetery registers in Singapore, Malaysia and Indonesia.',
    details_html: '<p>Clan association membership books often name the home village, which is the key to finding a zupu.</p>',
  },
  {
    group_name: 'research',
    name: 'San Francisco research desk',
    title: 'North America',
    description: 'Immigration case files, census entries, naturalization papers and Chinatown association records in the United States and Canada.',
    details_html: '<p>Case files from the exclusion era often hold interviews that name parents, siblings and the village house.</p>',
  },
  {
    group_name: 'research',
    name: 'London research desk',
    title: 'Britain and Europe',
    description: 'Seamen’s records, shipping lists and community archives in Britain and Europe.',
    details_html: '<p>Many Chinese families in Britain trace back to seamen from Guangdong and to later arrivals from Hong Kong’s New Territories.</p>',
  },
];

const press = [
  {
    title: 'Xungen opens its bilingual family tree editor to everyone',
    summary: 'Members can build a tree with English and Chinese names side by side, import a GEDCOM file and share the tree with relatives by e-mail.',
    source: 'Xungen announcement',
    url: '/our-story',
    language: 'en',
    category: 'announcement',
    published_on: '2026-11-02',
  },
  {
    title: '寻根家谱编辑器正式开放：中英文姓名并列显示',
    summary: '会员可以用中英文姓名建立家谱，导入 GEDCOM 文件，并通过电子邮件与亲属共享。',
    source: '寻根公告',
    url: '/our-story',
    language: 'zh',
    category: 'announcement',
    published_on: '2026-11-02',
  },
  {
    title: 'RecordFinder: record matches sent to you by e-mail',
    summary: 'RecordFinder compares the people in your tree with indexed records and clan books and sends the likely matches for you to accept or reject.',
    source: 'Xungen product notes',
    url: '/familytree/hints-landing',
    language: 'en',
    category: 'product',
    published_on: '2026-10-15',
  },
  {
    title: 'How to read a generation poem in a zupu',
    summary: 'A short guide to the poems that fix one character of every given name per generation, and how to use them to place an ancestor in a lineage.',
    source: 'Xungen guides',
    url: '/services/zupu/generation-poem',
    language: 'en',
    category: 'guide',
    published_on: '2026-09-20',
  },
  {
    title: '如何读懂族谱中的字辈诗',
    summary: '字辈诗规定每一代名字中的一个字。本文介绍如何借助字辈确定祖先在世系中的位置。',
    source: '寻根指南',
    url: '/services/zupu/generation-poem',
    language: 'zh',
    category: 'guide',
    published_on: '2026-09-20',
  },
];

const events = [
  {
    title: 'Workshop: start your tree from what your family already knows',
    starts_at: '2026-12-05T02:00:00Z',
    ends_at: '2026-12-05T03:30:00Z',
    location: 'Online',
    is_online: true,
    description: 'Turn names, nicknames, photos and a village name into a first tree. Bring what you have; we show how to record uncertain dates and paper names.',
    url: null,
  },
  {
    title: 'Workshop: reading zupus (family tree books)',
    starts_at: '2027-01-16T02:00:00Z',
    ends_at: '2027-01-16T03:30:00Z',
    location: 'Online',
    is_online: true,
    description: 'How a clan book is laid out: prefaces, generation poems, branch tables and biographies, with examples from Guangdong and Fujian.',
    url: null,
  },
  {
    title: 'Lunar New Year: ask your elders',
    starts_at: '2027-02-06T00:00:00Z',
    ends_at: null,
    location: 'Worldwide',
    is_online: false,
    description: 'Family gatherings are the best time to record what elders remember. Our question list helps you ask about villages, names and migrations.',
    url: null,
  },
  {
    title: 'Qingming: visiting ancestral graves',
    starts_at: '2027-04-05T00:00:00Z',
    ends_at: null,
    location: 'Worldwide',
    is_online: false,
    description: 'Headstones carry the home village, the generation name and often a date in the Chinese calendar. Photograph them and add them to your tree.',
    url: null,
  },
];

const testimonials = [
  {
    title: 'From a paper name to the real one',
    who: 'Example: a family in California',
    story:
      'A grandson knows his great-grandfather arrived in San Francisco in 1921 under the surname Wong. An immigration case file shows the interview and a different real surname, Lee, and names the village in Taishan. He records both names on one person and the village becomes the starting point for a zupu search.',
    features: ['Immigration records', 'Paper names', 'Villages'],
  },
  {
    title: 'Placing a grandmother with a generation poem',
    who: 'Example: a family in Singapore',
    story:
      'A granddaughter has her grandmother’s Chinese name but no dates. The clan book of the home village lists a generation poem; the second character of the name matches the 18th generation, which narrows the search to one branch of the lineage.',
    features: ['Zupus', 'Generation poems'],
  },
  {
    title: 'One tree for three continents',
    who: 'Example: a family in London, Vancouver and Kuala Lumpur',
    story:
      'Cousins who write their names in different romanisations (Chan, Chen, Tan) share one tree. Each person keeps the spellings the family used, and search finds them under any of them.',
    features: ['Shared trees', 'Surname spellings'],
  },
  {
    title: 'A roots trip with a purpose',
    who: 'Example: a couple planning a visit to Kaiping',
    story:
      'Before the trip the research desk confirms the village, the clan hall and living relatives willing to meet. On the day, the family visits the house their great-grandfather built with money sent from abroad.',
    features: ['Research', 'Roots trips'],
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('team_members').values(team.map((m, i) => ({ ...m, position: i + 1 }))).execute();
  await db.insertInto('press_articles').values(press).execute();
  await db.insertInto('wiki_events').values(events).execute();
  await db
    .insertInto('testimonials')
    .values(testimonials.map((t, i) => ({ ...t, features: JSON.stringify(t.features), position: i + 1, is_illustrative: true })))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['testimonials', 'wiki_events', 'press_articles', 'team_members']) {
    await db.deleteFrom(table).execute();
  }
}
