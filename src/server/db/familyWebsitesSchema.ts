/** Family websites, their sites and members, and research reports (migration 0072). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema';

/** A member's family website under her report username (migration 0072). */
export interface FamilyWebsitesTable {
  username: string;
  owner_id: string;
  is_public: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One part of a site: a branch (the descendants of a person) under its own key and title. */
export interface SitePart {
  key: string;
  title: string;
  person_id: string;
}

export interface FamilyWebsiteSitesTable {
  id: Generated<string>;
  username: string;
  site_name: string;
  tree_id: string;
  start_person_id: string;
  title: Generated<string>;
  introduction: Generated<string>;
  theme_color: Generated<string>;
  cover_asset_id: string | null;
  parts: ColumnType<SitePart[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FamilyWebsiteMembersTable {
  username: string;
  email: string;
  created_at: Timestamp;
}

/** A section of a research report; images are files of the report in file storage. */
export interface ReportSection {
  kind: 'summary' | 'findings' | 'tree_extract' | 'sources' | 'recommendations';
  title: string;
  body: string;
  /** Images of the section (scans of sources): keys in file storage with their captions. */
  images: { key: string; caption: string; content_type: string }[];
}

export interface ResearchReportsTable {
  id: Generated<string>;
  username: string;
  slug: string;
  title: string;
  sections: ColumnType<ReportSection[], string | undefined, string>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
