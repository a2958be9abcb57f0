/** Family website and research report calls (tree-workspace.md 7), typed with src/protocol/familywebsites.ts. */
import { z } from 'zod';
import type { ReportSave, SiteCreate, SitePartInput, WebsiteUpdate } from '../protocol/familywebsites';
import { call } from './client';

const siteSchema = z.object({
  id: z.string(),
  site_name: z.string(),
  title: z.string(),
  introduction: z.string(),
  theme_color: z.string(),
  family_tree_id: z.string(),
  start_person_id: z.string(),
  cover_asset_id: z.string().nullable(),
  parts: z.array(z.object({ key: z.string(), title: z.string(), person_id: z.string() })),
  url: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

export const websiteSchema = z.object({
  username: z.string(),
  is_public: z.boolean(),
  is_owner: z.boolean(),
  sites: z.array(siteSchema),
  site_members: z.array(z.object({ email: z.string() })),
});
export type Website = z.infer<typeof websiteSchema>;

const pageAnswerSchema = z.object({
  website: z.object({ username: z.string(), is_public: z.boolean(), is_member: z.boolean(), is_owner: z.boolean() }),
  page: z.object({ title: z.string(), description: z.string(), og_image: z.string().nullable(), canonical: z.string(), html: z.string(), theme_color: z.string() }),
});
export type SitePageAnswer = z.infer<typeof pageAnswerSchema>;

const mySitesSchema = z.object({ fws_username: z.string().nullable(), objects: z.array(websiteSchema) });

const reportSchema = z.object({
  id: z.string(),
  username: z.string(),
  slug: z.string(),
  title: z.string(),
  sections: z.array(
    z.object({
      kind: z.enum(['summary', 'findings', 'tree_extract', 'sources', 'recommendations']),
      title: z.string(),
      body: z.string(),
      images: z.array(z.object({ key: z.string(), caption: z.string(), url: z.string() })),
    }),
  ),
  updated_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
const reportListSchema = z.object({ objects: z.array(z.object({ id: z.string(), username: z.string(), slug: z.string(), title: z.string(), updated_at: z.string(), url: z.string() })) });
export type ReportListItem = z.infer<typeof reportListSchema>['objects'][number];

export const familyWebsitesApi = {
  create: (input: Partial<SiteCreate> & Pick<SiteCreate, 'username' | 'site_name' | 'family_tree_id' | 'start_person_id'>) =>
    call('POST', 'familywebsite/', websiteSchema, { json: input }),
  mySites: () => call('GET', 'familywebsite/my-sites/', mySitesSchema),
  getByName: (q: { username: string; site_name?: string; part?: string; page?: number; keep_image_asset_id?: string }) =>
    call('GET', 'familywebsite/get-by-name/', pageAnswerSchema, { searchParams: q }),
  update: (username: string, input: WebsiteUpdate & { parts?: SitePartInput[] }) =>
    call('PUT', `familywebsite/${encodeURIComponent(username)}/`, websiteSchema, { json: input }),
  addMembers: (username: string, emails: string[]) => call('POST', 'familywebsite/add-members/', websiteSchema, { json: { username, emails } }),
  deleteMember: (username: string, email: string) => call('POST', 'familywebsite/delete-member/', websiteSchema, { json: { username, email } }),
};

export const reportsApi = {
  list: (username: string) => call('GET', 'research-report/', reportListSchema, { searchParams: { username } }),
  read: (username: string, slug: string) => call('GET', `research-report/${encodeURIComponent(username)}/${encodeURIComponent(slug)}/`, reportSchema),
  create: (input: ReportSave & { client_email?: string }) => call('POST', 'research-report/', reportSchema, { json: input }),
  update: (id: string, input: ReportSave) => call('PUT', `research-report/${id}/`, reportSchema, { json: input }),
  addImage: (id: string, section: number, file: File, caption: string) => {
    const body = new FormData();
    body.set('section', String(section));
    body.set('caption', caption);
    body.set('file', file);
    return call('POST', `research-report/${id}/images/`, reportSchema, { body });
  },
};
