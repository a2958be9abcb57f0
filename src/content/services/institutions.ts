/** Indexing and digitisation for archives, libraries, clan associations and museums. */
import type { ServiceContent } from './types';

export const institutionServices: ServiceContent[] = [
  {
    route: 'institutions-indexing',
    group: 'institutions',
    title: 'Indexing for institutions',
    chinese: '档案索引 · 会馆 · 宗亲会',
    summary: 'We digitise and index records held by archives, libraries, clan and district associations, and make them searchable.',
    about: [
      'Clan associations (宗亲会), district associations (会馆), temples, cemeteries and libraries hold registers, membership rolls, donation boards and burial books that no one outside can search. We photograph or take your scans, read the Chinese and English text, index the names, places and dates, and publish them on Xungen under terms you set.',
      'You keep ownership of the images and the index. Families searching find your records by name in English or Chinese, and can contact you through us.',
    ],
    forWhom: [
      'Clan and district associations with membership and donation registers.',
      'Cemeteries and temples with burial and memorial records.',
      'Archives, libraries and museums with Chinese-language collections.',
    ],
    steps: [
      { title: 'Conversation', text: 'We learn what you hold, its condition and what you want done with it.' },
      { title: 'Pilot', text: 'We index a sample and agree together what the index should contain.' },
      { title: 'Digitisation', text: 'On site or from your scans, with care for fragile material.' },
      { title: 'Indexing', text: 'Names in characters and romanisation, places, dates and relationships, double-checked.' },
      { title: 'Publication', text: 'Records searchable on Xungen with your name and terms; living persons are never shown publicly.' },
    ],
    receives: [
      'Archival images of every page, delivered to you.',
      'The index as a spreadsheet and in your collection on Xungen.',
      'Usage figures: how often your records are found.',
    ],
    duration: 'From a few weeks for a single register to a year for a large collection.',
    price: 'Quoted after the pilot. For non-profit associations we offer terms that cost them nothing in exchange for publication rights; ask on the call.',
    example: {
      title: 'A district association’s register',
      text: 'A district association in San Francisco held a handwritten register of members from 1910 to 1950 with each member’s village. 4,800 entries were indexed; descendants now find their ancestor’s village by searching his name.',
    },
    questions: [
      { q: 'Who owns the records after indexing?', a: 'You do. Our licence to publish them is written in the agreement and can be ended.' },
      { q: 'What about living persons in the records?', a: 'Entries of persons who may be living are kept from public view, as for every record on Xungen.' },
      { q: 'Do you need to take the originals away?', a: 'No. We photograph on site or work from your scans.' },
    ],
  },
];
