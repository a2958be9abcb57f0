/** Roots trips and legacy films. */
import type { ServiceContent } from './types';

export const travelServices: ServiceContent[] = [
  {
    route: 'travel',
    group: 'travel',
    title: 'Roots trips to your ancestral village',
    chinese: '寻根之旅 · 回乡 · 侨乡',
    summary: 'A guided trip to the village your family came from, prepared by researchers and led by a guide who speaks the dialect.',
    about: [
      'Standing in the village your great-grandparents left is a moment many families wait a lifetime for. A roots trip (寻根之旅) makes it happen well: we find the village before you go, tell the village committee and the clan that you are coming, and a guide who speaks the local dialect goes with you to the ancestral hall, the family house and the graves.',
      'Most trips go to the emigrant counties (侨乡) of Guangdong and Fujian: Taishan, Kaiping, Enping, Xinhui, Zhongshan, Panyu, Meizhou, Chaozhou, Quanzhou, Xiamen and their villages. We arrange the village days; you can add travel in the rest of China as you wish.',
    ],
    forWhom: [
      'Families who know their village, or want us to find it before they travel.',
      'Parents and grandparents who want to take the next generation home once.',
      'Clan associations planning a group visit.',
    ],
    steps: [
      { title: 'Free call', text: 'Who is travelling, when, and what you know of the village.' },
      { title: 'Research before the trip', text: 'We confirm the village, the branch and any relatives, and find the hall, house and graves.' },
      { title: 'Planning', text: 'Dates, the guide, drivers, hotels and the day plan; the village is told you are coming.' },
      { title: 'The village days', text: 'Your guide translates, introduces you and helps with customs such as offerings at the hall or graves.' },
      { title: 'Afterwards', text: 'A written record of the trip, the people you met and what was learned.' },
    ],
    receives: [
      'A research report on the village and family before you leave.',
      'A dialect-speaking guide and transport for the village days.',
      'Photographs and a written account of the visit.',
      'Contacts with relatives and the village, if they wish to stay in touch.',
    ],
    duration: 'Plan 3 to 6 months ahead; village days usually last 1 to 3 days within a longer journey.',
    price: 'Quoted after a free call: the research, the guide and the days in the village are priced separately, and you choose what to book. Flights are not included.',
    example: {
      title: 'Three generations to Kaiping',
      text: 'A family from Toronto travelled with a grandmother of 84 to her father’s village in Kaiping. The researcher had found the family house, still standing beside a watchtower (碉樓), and a distant cousin who opened it for them. The grandmother recognised the courtyard from her father’s description.',
    },
    questions: [
      { q: 'Do I need to speak Chinese?', a: 'No. Your guide translates, including the local dialect.' },
      { q: 'What if we do not know the village yet?', a: 'We start with village location research; the trip follows once the village is found.' },
      { q: 'Is the trip accessible for elderly travellers?', a: 'We plan for it: short days, a car close to the village and rest between visits. Tell us on the call what is needed.' },
    ],
  },
  {
    route: 'film',
    group: 'travel',
    title: 'Legacy films',
    chinese: '家族纪录片 · 寻根影片',
    summary: 'A short documentary of your family’s story or your roots trip, filmed and edited by professionals.',
    about: [
      'A legacy film records what a written report cannot: a grandmother’s voice, the walk into the village, the moment the clan book is opened. We film interviews with your family at home and, if you wish, the roots trip itself, and edit them into a short documentary with subtitles in English and Chinese.',
    ],
    forWhom: [
      'Families taking a roots trip who want it recorded well.',
      'Families who want their elders’ stories on film.',
      'Clan associations and community groups documenting an anniversary or a reunion.',
    ],
    steps: [
      { title: 'Free call', text: 'The story you want to tell, who should speak and where filming can take place.' },
      { title: 'Preparation', text: 'Research and interview questions, written with you.' },
      { title: 'Filming', text: 'Interviews at home and, if booked, the village visit.' },
      { title: 'Editing and review', text: 'A first cut you comment on, then the final film with subtitles.' },
    ],
    receives: [
      'A finished film, usually 10 to 30 minutes, with English and Chinese subtitles.',
      'The full interview recordings.',
      'A private online link to share with your family, and the files to keep.',
    ],
    duration: '2 to 4 months from the first call, longer when filming on a roots trip.',
    price: 'Quoted after a free call, by the days of filming and the length of the film.',
    example: {
      title: 'A father’s return to Meizhou',
      text: 'A Hakka family in Mauritius filmed their father’s first return to his village in Meizhou: the round house (圍龍屋) where he was born, a meal with cousins and his explanation of the clan poem. The 22-minute film was shown at the family’s reunion.',
    },
    questions: [
      { q: 'Will the film be published?', a: 'Never without your consent. It is yours; we keep a copy only if you ask us to.' },
      { q: 'Can older home videos and photographs be included?', a: 'Yes, we digitise and include them.' },
    ],
  },
];
