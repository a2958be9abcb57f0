/**
 * Family websites and research reports (tree-workspace.md 3, 6, 7; issue 27): a member's report
 * username, her sites built from a tree, their public flag and invited members, the pages a site
 * shows, and the research reports staff write for a report username.
 */
import { z } from 'zod';

/** The spec's slug shape: lower-case letters, digits and single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (what: string, min: number, max: number) =>
  z.string().trim().min(min, `A ${what} has at least ${min} characters.`).max(max, `A ${what} has at most ${max} characters.`)
    .regex(SLUG, `A ${what} is lower-case letters, digits and hyphens (like wong-family).`);

export const usernameSchema = slug('report username', 3, 40);
export const siteNameSchema = slug('site name', 1, 60);
export const partKeySchema = z.string().trim().min(1).max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a page of this site.');
const uuid = z.string().uuid();
const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);
const email = z.string().trim().toLowerCase().email('Not an e-mail address.').max(254);
export const themeColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #8b1e1e.');

export const sitePartSchema = z.object({
  key: partKeySchema.refine((k) => !k.startsWith('person-') && k !== 'gallery' && k !== 'sitemap', 'That key is taken by the site’s own pages.'),
  title: z.string().trim().min(1).max(120),
  person_id: uuid,
});
export type SitePartInput = z.infer<typeof sitePartSchema>;

/** POST familywebsite/: a new site (and the report username, the first time). */
export const siteCreateSchema = z.object({
  username: usernameSchema,
  site_name: siteNameSchema,
  family_tree_id: uuid,
  start_person_id: uuid,
  is_public: boolish.default(false),
  title: z.string().trim().max(120).default(''),
  introduction: z.string().trim().max(5000).default(''),
  theme_color: themeColorSchema.default('#8b1e1e'),
  cover_asset_id: uuid.nullable().default(null),
  parts: z.array(sitePartSchema).max(50).optional(),
});
export type SiteCreate = z.infer<typeof siteCreateSchema>;

/** PUT familywebsite/{username}/: the public flag; with site_name, that site's settings too. */
export const websiteUpdateSchema = z.object({
  is_public: boolish.optional(),
  site_name: siteNameSchema.optional(),
  title: z.string().trim().max(120).optional(),
  introduction: z.string().trim().max(5000).optional(),
  theme_color: themeColorSchema.optional(),
  cover_asset_id: uuid.nullable().optional(),
  start_person_id: uuid.optional(),
  parts: z.array(sitePartSchema).max(50).optional(),
});
export type WebsiteUpdate = z.infer<typeof websiteUpdateSchema>;

export const usernameParamSchema = z.object({ username: usernameSchema });

export const websiteListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(9999).default(9999),
  offset: z.coerce.number().int().min(0).default(0),
  username: usernameSchema.optional(),
});

export const getByNameQuerySchema = z.object({
  username: usernameSchema,
  site_name: siteNameSchema.optional(),
  part: partKeySchema.optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  keep_image_asset_id: uuid.optional(),
});
export type GetByNameQuery = z.infer<typeof getByNameQuerySchema>;

export const addSiteMembersSchema = z.object({ username: usernameSchema, emails: z.array(email).min(1).max(100) });
export const deleteSiteMemberSchema = z.object({ username: usernameSchema, email });

export interface SiteSummary {
  id: string;
  site_name: string;
  title: string;
  introduction: string;
  theme_color: string;
  family_tree_id: string;
  start_person_id: string;
  cover_asset_id: string | null;
  parts: SitePartInput[];
  url: string;
}

/** A family website: the username, its sites, its public flag and (for its owner) its members. */
export interface FamilyWebsite {
  username: string;
  is_public: boolean;
  is_owner: boolean;
  sites: SiteSummary[];
  site_members: { email: string }[];
}

/** A rendered page of a site, as the server builds it for browsers, crawlers and the app alike. */
export interface SitePage {
  title: string;
  description: string;
  /** Absolute URL of the page's Open Graph image, when it has one. */
  og_image: string | null;
  canonical: string;
  /** The page body: escaped HTML built from redacted data. */
  html: string;
  theme_color: string;
}

export interface GetByNameAnswer {
  website: { username: string; is_public: boolean; is_member: boolean; is_owner: boolean };
  page: SitePage;
}

// Research reports

export const reportSectionKinds = ['summary', 'findings', 'tree_extract', 'sources', 'recommendations'] as const;
export const reportSectionLabels: Record<(typeof reportSectionKinds)[number], string> = {
  summary: 'Summary',
  findings: 'Findings',
  tree_extract: 'Family tree extract',
  sources: 'Sources',
  recommendations: 'Recommendations',
};

export const reportSectionSchema = z.object({
  kind: z.enum(reportSectionKinds),
  title: z.string().trim().max(200).default(''),
  body: z.string().max(50_000).default(''),
});

export const reportSaveSchema = z.object({
  username: usernameSchema,
  slug: siteNameSchema,
  title: z.string().trim().min(1).max(200),
  sections: z.array(reportSectionSchema).max(20),
});
export type ReportSave = z.infer<typeof reportSaveSchema>;

export const reportIdParamSchema = z.object({ id: uuid });
export const reportByNameParamSchema = z.object({ username: usernameSchema, slug: siteNameSchema });
export const reportListQuerySchema = z.object({ username: usernameSchema });

export interface ReportImage {
  key: string;
  caption: string;
  url: string;
}

export interface ResearchReport {
  id: string;
  username: string;
  slug: string;
  title: string;
  sections: { kind: (typeof reportSectionKinds)[number]; title: string; body: string; images: ReportImage[] }[];
  updated_at: string;
}
