/** The shape of one services page: everything the page shows, kept as data so one component renders any service. */

export const serviceGroups = ['research', 'zupu', 'translation-story', 'travel', 'institutions'] as const;
export type ServiceGroup = (typeof serviceGroups)[number];

export const serviceGroupTitles: Record<ServiceGroup, string> = {
  research: 'Research',
  zupu: 'Zupu (族谱) services',
  'translation-story': 'Translation and family stories',
  travel: 'Roots trips and films',
  institutions: 'For institutions',
};

export interface ServiceQuestion {
  q: string;
  a: string;
}

export interface ServiceContent {
  /** The route name of the page; also the `interest` the get-in-touch form preselects. */
  route: string;
  group: ServiceGroup;
  title: string;
  /** The Chinese terms people search for, shown beside the title. */
  chinese: string;
  /** One sentence for lists and the page's opening line. */
  summary: string;
  /** What the service is, in a paragraph or two. */
  about: string[];
  forWhom: string[];
  steps: { title: string; text: string }[];
  receives: string[];
  duration: string;
  price: string;
  /** An illustrative case: a composite written to show the work, not a named customer. */
  example: { title: string; text: string };
  questions: ServiceQuestion[];
  /** Sub-pages of this service (the zupu services), by route name. */
  children?: string[];
  /** The service this page belongs to, by route name. */
  parent?: string;
}
