/** Research services: adoption, heirs and probate, name translation, village exploration and location. */
import type { ServiceContent } from './types';

const callPrice =
  'Quoted after a free 30-minute call. The quote names a fixed number of research hours and what they cover; nothing is charged before you accept it.';

export const researchServices: ServiceContent[] = [
  {
    route: 'adoption',
    group: 'research',
    title: 'Adoption and birth-family research',
    chinese: '寻亲 · 寻找亲生父母',
    summary: 'Careful, discreet help for adoptees and birth families looking for each other in China and abroad.',
    about: [
      'Many children born in China between the 1980s and 2010s were adopted by families overseas, and many others were placed within China. 寻亲 (xún qīn, looking for kin) is slow work: orphanage files are thin, finding places were recorded in a line or two, and birth families rarely left their names.',
      'We read what your adoption papers already say, work with the welfare institute and the local civil affairs office where that is possible, compare finding-ad dates and places, and advise on DNA testing. When a possible match appears we never make contact on your behalf without your consent.',
    ],
    forWhom: [
      'Adoptees who want to know where they were found, who cared for them and whether their birth family is looking.',
      'Adoptive parents gathering a child’s story while the people who remember are still there.',
      'Birth families in China hoping to find a child who was placed abroad.',
    ],
    steps: [
      { title: 'Free call', text: 'We go through your paperwork together and say honestly what can and cannot be learned from it.' },
      { title: 'Document review', text: 'We read and translate the adoption file, the finding advertisement (捡拾公告) and any notes from the institute.' },
      { title: 'Local enquiries', text: 'Our Guangzhou desk contacts the institute and, where permitted, the finding place and local volunteers.' },
      { title: 'DNA guidance', text: 'We explain which tests reach the most people in China and read the matches with you.' },
      { title: 'Report and next steps', text: 'You receive what we found, where it came from and what is still open.' },
    ],
    receives: [
      'A written report in English with the Chinese originals of every document found.',
      'Translations of the adoption file and finding advertisement.',
      'Photographs of the finding place and the institute when a visit is part of the work.',
      'A plan for contact, written with you, if a birth family member is identified.',
    ],
    duration: 'A first report in 6 to 10 weeks; DNA matching can take months and continues at your pace.',
    price: callPrice,
    example: {
      title: 'A finding date and a bridge',
      text: 'An adoptee knew only that she was found near a bridge in a county town in Hunan in 1996. The finding advertisement named the bridge and the date. A visit found an older resident who remembered the morning, and a DNA test later matched a cousin in Changsha. The family met through a mediator of the adoptee’s choosing.',
    },
    questions: [
      { q: 'Will you contact a birth family without asking me?', a: 'No. Every contact is agreed with you first, and you choose how it happens.' },
      { q: 'My papers have very little information. Is it worth trying?', a: 'Often yes: a finding date and place are enough to start. On the free call we tell you if we think the chances are too small.' },
      { q: 'Do you work with search volunteers in China?', a: 'Yes, with local volunteer groups where they operate, always with your consent.' },
    ],
  },
  {
    route: 'probate',
    group: 'research',
    title: 'Heirs and probate research',
    chinese: '遗产继承 · 寻找继承人',
    summary: 'Finding and documenting heirs with roots in China for estates, lawyers and families.',
    about: [
      'When someone dies without a will, or a will names relatives nobody can find, an estate may need proof of who the heirs are. For families of Chinese origin the trail often crosses into villages in Guangdong or Fujian, into paper names used at immigration, and into documents written in Chinese.',
      'We trace the family, locate living relatives, and assemble the documents a court or administrator asks for: birth, marriage and death evidence, household registration extracts (户口), notarised translations and a family chart that shows every link.',
    ],
    forWhom: [
      'Lawyers and estate administrators who must identify heirs with relatives in China or Southeast Asia.',
      'Families who know an estate is waiting but cannot prove the relationship.',
      'Executors who need a relative’s whereabouts and contact details confirmed.',
    ],
    steps: [
      { title: 'Free call', text: 'We hear what the estate needs, who is known and which court or authority will read the evidence.' },
      { title: 'Family reconstruction', text: 'We build the family from records abroad and in China, including paper names and changed spellings.' },
      { title: 'Locating heirs', text: 'Our desks in Guangzhou and Singapore confirm living relatives through village committees and public records.' },
      { title: 'Evidence pack', text: 'Certified translations, notarial certificates (公证书) where needed and a sourced family chart.' },
    ],
    receives: [
      'A family chart of every heir, each link backed by a cited record.',
      'Certified English translations of the Chinese documents.',
      'A written report suitable to file with an affidavit.',
      'Contact details of located heirs, shared only with the instructing party.',
    ],
    duration: 'Usually 2 to 4 months, longer when notarial documents have to be issued in China.',
    price: 'Quoted after a free call, as a fixed fee per stage. Law firms can ask for a quote in writing with the estate reference.',
    example: {
      title: 'A laundry owner’s nephews',
      text: 'A man who ran a laundry in Manchester died intestate. His naturalisation papers gave a village in Enping. The village committee confirmed two nephews; their household registration extracts and a notarised kinship certificate completed the evidence for the administrator.',
    },
    questions: [
      { q: 'Can you act for an heir directly?', a: 'We research and document; legal advice and representation stay with your lawyer.' },
      { q: 'Are your translations accepted by courts?', a: 'We provide certified translations with the translator’s statement; where a court needs notarisation in China we arrange it.' },
      { q: 'What if an heir does not want to be contacted?', a: 'We report that they were found and respect their wish; the administrator decides the next step.' },
    ],
  },
  {
    route: 'name-translation',
    group: 'research',
    title: 'Chinese name translation',
    chinese: '中文名字 · 姓名翻译 · 字辈',
    summary: 'Turning an ancestor’s romanised name back into Chinese characters, with the reasons for each character.',
    about: [
      'An ancestor who arrived as “Wong Ah Sing” or “Lee Yuen” had a name in characters, and usually more than one: a birth name, a generation name (字辈) shared with cousins, a courtesy name and sometimes a paper name used for immigration. Romanisations from Cantonese, Hokkien, Teochew or Hakka do not map back to Mandarin pinyin one to one.',
      'We work from every document you have, the dialect of the home county and the generation poem of the clan when it is known, and give you the likely characters with the reasoning behind them. Where two readings remain possible, we say so.',
    ],
    forWhom: [
      'Families who have only an English spelling of an ancestor’s name.',
      'Anyone preparing to search zupus, village records or headstones in China.',
      'People choosing a Chinese name that honours a grandparent’s generation name.',
    ],
    steps: [
      { title: 'Tell us the names', text: 'Send the spellings, dates and places you have, with images of any document that shows them.' },
      { title: 'Dialect reading', text: 'We read each spelling in the dialect of the home area: Taishanese, Cantonese, Hokkien, Teochew or Hakka.' },
      { title: 'Characters and evidence', text: 'We check candidate characters against headstones, immigration files and clan books.' },
      { title: 'Written answer', text: 'You receive the characters, their readings and how sure we are of each.' },
    ],
    receives: [
      'The name in traditional and simplified characters with pinyin and the dialect reading.',
      'The reasoning and the documents behind each character.',
      'The generation character (字辈) and its place in the clan poem when it can be identified.',
    ],
    duration: '1 to 3 weeks for one name; a whole family can take longer.',
    price: 'Quoted after a free call, per name or per family; a single name is usually a small fixed fee.',
    example: {
      title: 'Three brothers and one poem',
      text: 'Three brothers in Sydney were recorded as Chan Kwok Hing, Chan Kwok Wah and Chan Kwok Ming. The shared middle syllable suggested a generation name; the family’s village in Xinhui and a branch of the Chen 陳 clan whose poem has 國 in that place settled the characters 陳國興, 陳國華 and 陳國明.',
    },
    questions: [
      { q: 'Can you give me a name from a spelling alone?', a: 'Sometimes, but a place and a date make a large difference. We tell you how certain the answer is.' },
      { q: 'What is a paper name?', a: 'A name bought or borrowed to enter a country under exclusion laws. Many families have both; we help find the real one.' },
      { q: 'Do you write names in traditional or simplified characters?', a: 'Both: traditional as the ancestor would have written it, simplified as it is written in China today.' },
    ],
  },
  {
    route: 'village-exploration-service',
    group: 'research',
    title: 'Ancestral village exploration',
    chinese: '祖籍 · 侨乡 · 寻根之旅',
    summary: 'A researcher visits your ancestral village, finds the clan hall, the graves and the relatives, and reports back.',
    about: [
      'When the family village (祖籍) is known but you cannot travel, one of our researchers goes for you. Many ancestral villages are in the emigrant counties, the 侨乡 (qiáo xiāng) of Guangdong and Fujian, where the ancestral hall (祠堂), the family house and the graves may still stand, and where older villagers remember who left and where they went.',
      'The visit is planned with you: whom to ask for, what to photograph, which questions matter. The researcher speaks the local dialect and carries your family’s names in characters.',
    ],
    forWhom: [
      'Families who know the village name but cannot travel.',
      'People planning a trip who want to know what is there before they go.',
      'Anyone looking for a clan book (族谱) that is kept in the village.',
    ],
    steps: [
      { title: 'Free call', text: 'We confirm the village, the surname and the ancestor you want to trace.' },
      { title: 'Preparation', text: 'We check the village in our gazetteer, contact the village committee and prepare a question list with you.' },
      { title: 'The visit', text: 'A researcher spends a day in the village: the hall, the houses, the graves, the elders and the clan book if there is one.' },
      { title: 'Report', text: 'Photographs, recordings with translation, and what we learned about the family.' },
    ],
    receives: [
      'A report with photographs of the village, the ancestral hall, houses and graves.',
      'Recorded conversations with villagers, transcribed and translated.',
      'Photographs of the clan book pages that name your family, when it is found.',
      'Contacts in the village who are willing to stay in touch.',
    ],
    duration: '4 to 8 weeks from the call to the report, depending on travel and the season.',
    price: callPrice,
    example: {
      title: 'A hall with a name on the wall',
      text: 'A family in Vancouver knew their grandfather came from a village in Kaiping. The researcher found the Guan 關 ancestral hall, a donor board listing overseas contributors in 1931 with the grandfather’s name, and a cousin who kept the branch’s clan book.',
    },
    questions: [
      { q: 'What if the village no longer exists?', a: 'Villages are renamed, merged or absorbed into towns. We trace the name through the gazetteer and visit what the place is now.' },
      { q: 'Can I join by video during the visit?', a: 'Yes, if the connection allows; we agree a time beforehand.' },
      { q: 'Will the villagers expect payment?', a: 'No payment is asked of you. A small gift to the hall is customary and we can arrange it if you wish.' },
    ],
  },
  {
    route: 'village-location-service',
    group: 'research',
    title: 'Ancestral village location',
    chinese: '祖籍地 · 寻找祖籍村',
    summary: 'Finding which village your family came from, from documents, headstones, names and dialect.',
    about: [
      'Many families know only a county, or an old romanised name such as “Sunning” or “Heungshan”, or nothing at all. The village is usually written somewhere: on a headstone, in an immigration file, in a letter, in the records of a district association (會館) or in a remittance envelope (僑批).',
      'We read what you have, search the records we index and those of associations and archives abroad, and narrow the place down to a village, with the chain of evidence for each step.',
    ],
    forWhom: [
      'Families who know a county or a district but not the village.',
      'Anyone holding a headstone photograph, letter or certificate in Chinese they cannot read.',
      'People who want to visit, but first need to know where to go.',
    ],
    steps: [
      { title: 'Send what you have', text: 'Photographs of headstones, certificates, letters, and the names and dates you know.' },
      { title: 'Reading the evidence', text: 'We read old place names, dialect spellings and the Chinese text on your documents.' },
      { title: 'Record search', text: 'Immigration files, association registers, zupu indexes and the gazetteer of historical names.' },
      { title: 'Answer with evidence', text: 'The village, its present name and administrative place, and how we know.' },
    ],
    receives: [
      'The village name in characters, its present-day location and a map reference.',
      'The chain of evidence: every document and record that points to it.',
      'Suggestions for the next step: a village visit, a zupu search or a roots trip.',
    ],
    duration: '3 to 8 weeks, depending on how much you already have.',
    price: callPrice,
    example: {
      title: 'A headstone in Honolulu',
      text: 'A headstone in a Honolulu cemetery gave “香山” and a three-character village name carved in small characters at the side. Heungshan is today’s Zhongshan; the village was found under its present name in a town of Zhongshan, and a district association register confirmed the family.',
    },
    questions: [
      { q: 'I have nothing in Chinese. Can you still help?', a: 'Often: immigration and census records abroad name counties and villages more often than people expect.' },
      { q: 'What if the evidence points to two villages?', a: 'We say so and explain what would decide between them, often a village visit or a clan book.' },
      { q: 'Is this the same as village exploration?', a: 'Location finds the village; exploration visits it. Many families do one after the other.' },
    ],
  },
];
