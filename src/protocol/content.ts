/** Company content (team, press, events, testimonials), newsletter signups and page-view analytics. */
import { z } from 'zod';
import { listSchema } from './common';
import { isValidEmail } from './names';

export const teamGroups = ['team', 'advisor', 'research'] as const;
export const teamGroupSchema = z.enum(teamGroups);
export type TeamGroup = z.infer<typeof teamGroupSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  group: teamGroupSchema,
  name: z.string(),
  imgSrc: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  details_html: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamResponseSchema = z.object({
  team: z.array(teamMemberSchema),
  advisors: z.array(teamMemberSchema),
  research: z.array(teamMemberSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const pressLanguages = ['en', 'zh'] as const;
export const pressCategories = ['announcement', 'product', 'guide'] as const;
export const pressArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  url: z.string(),
  language: z.enum(pressLanguages),
  category: z.enum(pressCategories),
  published_on: z.string(),
});
export type PressArticle = z.infer<typeof pressArticleSchema>;
export const pressQuerySchema = z.object({
  language: z.enum(pressLanguages).optional(),
  category: z.enum(pressCategories).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const pressListSchema = listSchema(pressArticleSchema);
export type PressList = z.infer<typeof pressListSchema>;

export const wikiEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  location: z.string(),
  is_online: z.boolean(),
  description: z.string(),
  url: z.string().nullable(),
});
export type WikiEvent = z.infer<typeof wikiEventSchema>;
export const wikiEventsQuerySchema = z.object({
  /** upcoming (default): events not yet ended; past: the rest, newest first. */
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const wikiEventListSchema = listSchema(wikiEventSchema);
export type WikiEventList = z.infer<typeof wikiEventListSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  title: z.string(),
  who: z.string(),
  story: z.string(),
  features: z.array(z.string()),
  /** True for example stories written by us, not quotes from named customers. */
  is_illustrative: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListSchema = z.object({ objects: z.array(testimonialSchema) });

/** The five newsletter lists (platform spec 9). */
// The same ids as the member's e-mail settings, so a signup and a profile speak of the same lists.
export const newsletterLists = ['general', 'stories_search_tips', 'features_records', 'offers_discounts', 'events_workshops'] as const;
export const newsletterListSchema = z.enum(newsletterLists);
export type NewsletterList = z.infer<typeof newsletterListSchema>;
export const newsletterListLabels: Record<NewsletterList, string> = {
  general: 'General newsletter',
  stories_search_tips: 'Stories and search tips',
  features_records: 'New features and records',
  offers_discounts: 'Offers and discounts',
  events_workshops: 'Events and workshops',
};

export const newsletterSignupSchema = z.object({
  email: z.string().trim().refine(isValidEmail, 'Enter a valid e-mail address.'),
  lists: z.array(newsletterListSchema).min(1, 'Choose at least one list.').default([...newsletterLists]),
});
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

export const analyticsEventSchema = z.object({
  name: z.enum(['page_view']),
  path: z.string().min(1).max(2000),
  route_name: z.string().max(100).nullable().default(null),
  referrer: z.string().max(2000).nullable().default(null),
  session_id: z.string().max(100).nullable().default(null),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;
