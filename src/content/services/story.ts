/** Translation and family-story services: document translation and storytelling. */
import type { ServiceContent } from './types';

export const storyServices: ServiceContent[] = [
  {
    route: 'translation',
    group: 'translation-story',
    title: 'Translation of family documents',
    chinese: '翻译 · 侨批 · 家书',
    summary: 'Letters, certificates, headstones, remittance letters and old documents translated by people who read old Chinese.',
    about: [
      'Family papers in Chinese are rarely in modern standard Chinese. Letters home were written in a mix of classical phrases and Cantonese or Hokkien words; remittance letters (侨批) follow formulas of their own; headstones give reign years and lunar dates; certificates use titles and offices that no longer exist.',
      'Our translators read these kinds of text every day. You receive the text typed in characters, an English translation and notes that explain names, places and dates, so the document becomes part of your family’s history and not only a page you cannot read.',
    ],
    forWhom: [
      'Families with a box of letters, photographs with inscriptions or certificates in Chinese.',
      'Anyone holding a headstone photograph they want read.',
      'Researchers who need a reliable reading of a single difficult document.',
    ],
    steps: [
      { title: 'Send images', text: 'Photographs or scans of the documents, front and back.' },
      { title: 'Quote', text: 'We look at every page and quote a fixed fee before any work starts.' },
      { title: 'Transcription and translation', text: 'The text is typed in characters, then translated with notes.' },
      { title: 'Review', text: 'A second translator checks names, places and dates.' },
    ],
    receives: [
      'The original text typed in characters.',
      'An English translation with notes on names, places, dates and customs.',
      'Dates converted from reign years (年號) and the lunar calendar.',
      'A certified translation on request.',
    ],
    duration: 'Usually 1 to 3 weeks, depending on the number and state of the documents.',
    price: 'Quoted per document after we see it; the quote is fixed before work starts. There is no charge for the free call or the quote.',
    example: {
      title: 'A letter from 1948',
      text: 'A letter sent from a village in Taishan to a son in New York in 1948 asked for money for the harvest and the repair of the family house, named the cousins who had married and closed with the date in the Republican calendar (民國三十七年). The translation explained each name and the family’s debts at the time.',
    },
    questions: [
      { q: 'Can you read handwriting in grass script?', a: 'Most of it. Where a character cannot be read with confidence we say so and give the likely readings.' },
      { q: 'Do you translate from English into Chinese?', a: 'Yes, for example a letter to relatives in the village or an inscription for a grave.' },
      { q: 'Is the translation done by a machine?', a: 'No. Tools may help with typing, but every document is read and translated by a person.' },
    ],
  },
  {
    route: 'storytelling',
    group: 'translation-story',
    title: 'Family storytelling',
    chinese: '家族故事 · 家史',
    summary: 'Your family’s history written as a story: research, interviews and a book your family will read.',
    about: [
      'A tree shows who; a story shows how and why. We interview your elders, read the documents, place the family in the history of its village and of the places it went, and write it as a narrative with photographs and sources.',
      'The result can be a short illustrated story for a reunion or a full family history book (家史), printed and bound, in English, Chinese or both.',
    ],
    forWhom: [
      'Families who want to keep their elders’ memories while they can still be told.',
      'Anyone preparing a gift for a birthday, a reunion or Lunar New Year.',
      'Families who have done research and want it written up for the next generation.',
    ],
    steps: [
      { title: 'Free call', text: 'We agree on the scope: whose story, how long, which language and which format.' },
      { title: 'Interviews', text: 'Recorded conversations with family members, in English or a Chinese dialect.' },
      { title: 'Research', text: 'Records, places and history that give the memories their context.' },
      { title: 'Writing and review', text: 'A draft you read and correct, then the final text and layout.' },
    ],
    receives: [
      'The written story, with photographs and a list of sources.',
      'Recordings and transcripts of the interviews.',
      'A printed book or a PDF, as agreed.',
    ],
    duration: '2 to 6 months, mostly decided by interviews and your review.',
    price: 'Quoted after a free call, by length and format; the quote is fixed before work starts.',
    example: {
      title: 'Four generations between Zhongshan and Honolulu',
      text: 'A grandmother’s memories of her father’s store in Honolulu, letters from the village in Zhongshan and immigration files were woven into a 60-page illustrated story, printed for her ninetieth birthday in English and Chinese.',
    },
    questions: [
      { q: 'Our elders speak only a dialect. Can you interview them?', a: 'Yes: Cantonese, Taishanese, Hokkien, Teochew, Hakka and Mandarin.' },
      { q: 'Who owns the text and recordings?', a: 'Your family does. We keep them only as long as you ask us to.' },
      { q: 'Can it include living relatives?', a: 'Only with their consent, and nothing about them is published on Xungen unless they agree.' },
    ],
  },
];
