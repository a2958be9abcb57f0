/**
 * Family websites: a member's report username (chosen once, unique), her sites under it, the one
 * public flag and the invited members of the website. Who may read a site is decided here: anyone
 * when it is public; otherwise its owner, the members invited by e-mail, and staff.
 */
import type { Selectable } from 'kysely';
import type { SiteCreate, SiteSummary, FamilyWebsite, SitePartInput, WebsiteUpdate } from '../../../protocol/familywebsites';
import type { Db } from '../../db/database';
import type { FamilyWebsiteSitesTable, FamilyWebsitesTable } from '../../db/schema';
import type { AuthUser } from '../../deps';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/errors';
import { treeAccess } from '../trees/access';

export type WebsiteRow = Selectable<FamilyWebsitesTable>;
export type SiteRow = Selectable<FamilyWebsiteSitesTable>;

export interface WebsiteAccess {
  website: WebsiteRow;
  isOwner: boolean;
  /** Owner, invited member or staff: may read a private website. */
  isMember: boolean;
}

export async function websiteByUsername(db: Db, username: string): Promise<WebsiteRow | undefined> {
  return db.selectFrom('family_websites').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
}

/** The caller's standing on a website; 404 when there is none by that name. */
export async function websiteAccess(db: Db, username: string, user: AuthUser | null): Promise<WebsiteAccess> {
  const website = await websiteByUsername(db, username);
  if (!website) throw notFound('No family website by that name.');
  const isOwner = !!user && user.id === website.owner_id;
  let isMember = isOwner || !!user?.is_staff;
  if (!isMember && user) {
    const row = await db
      .selectFrom('family_website_members')
      .select('email')
      .where('username', '=', website.username)
      .where('email', '=', user.email.toLowerCase())
      .executeTakeFirst();
    isMember = !!row;
  }
  return { website, isOwner, isMember };
}

/** Refuses a reader who may not see the website: 401 for a visitor, 403 for a stranger. */
export function requireReader(a: WebsiteAccess, user: AuthUser | null): void {
  if (a.website.is_public || a.isMember) return;
  if (!user) throw unauthorized('This family website is private. Log in to see it.');
  throw forbidden('This family website is private. Ask its owner to invite you.');
}

export function requireSiteOwner(a: WebsiteAccess, user: AuthUser | null): void {
  if (a.isOwner) return;
  if (!user) throw unauthorized();
  throw forbidden('Only the owner of this family website may do this.');
}

export function siteUrl(username: string, siteName?: string, part?: string): string {
  return ['/fws', username, siteName, part].filter(Boolean).map((s, i) => (i === 0 ? s : encodeURIComponent(s!))).join('/');
}

function summary(s: SiteRow): SiteSummary {
  return {
    id: s.id,
    site_name: s.site_name,
    title: s.title,
    introduction: s.introduction,
    theme_color: s.theme_color,
    family_tree_id: s.tree_id,
    start_person_id: s.start_person_id,
    cover_asset_id: s.cover_asset_id,
    parts: s.parts,
    url: siteUrl(s.username, s.site_name),
  };
}

export async function sitesOf(db: Db, username: string): Promise<SiteRow[]> {
  return db.selectFrom('family_website_sites').selectAll().where('username', '=', username).orderBy('created_at').orderBy('site_name').execute();
}

export async function siteByName(db: Db, username: string, siteName: string): Promise<SiteRow | undefined> {
  return db.selectFrom('family_website_sites').selectAll().where('username', '=', username).where('site_name', '=', siteName).executeTakeFirst();
}

/** A website as its reader gets it; members' addresses only for its owner. */
export async function presentWebsite(db: Db, a: WebsiteAccess): Promise<FamilyWebsite> {
  const sites = await sitesOf(db, a.website.username);
  const members = a.isOwner
    ? await db.selectFrom('family_website_members').select('email').where('username', '=', a.website.username).orderBy('email').execute()
    : [];
  return { username: a.website.username, is_public: a.website.is_public, is_owner: a.isOwner, sites: sites.map(summary), site_members: members };
}

/** A part's head and the start person must be persons of the site's tree. */
async function checkPersons(db: Db, treeId: string, ids: string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('persons').select('id').where('tree_id', '=', treeId).where('id', 'in', [...new Set(ids)]).execute();
  if (rows.length !== new Set(ids).size) throw badRequest(`${field}: not a person of this tree.`, { [field]: ['Not a person of this tree.'] });
}

async function checkCover(db: Db, treeId: string, assetId: string | null | undefined): Promise<void> {
  if (!assetId) return;
  const row = await db.selectFrom('library_assets').select('id').where('id', '=', assetId).where('tree_id', '=', treeId).where('kind', '=', 'image').executeTakeFirst();
  if (!row) throw badRequest('cover_asset_id: not an image of this tree’s library.', { cover_asset_id: ['Not an image of this tree’s library.'] });
}

function checkParts(parts: SitePartInput[] | undefined): void {
  if (!parts) return;
  const keys = new Set<string>();
  for (const p of parts) {
    if (keys.has(p.key)) throw badRequest(`parts: the key ${p.key} is used twice.`, { parts: [`The key ${p.key} is used twice.`] });
    keys.add(p.key);
  }
}

/**
 * Creates a site. The caller must be able to edit the tree it is built from; the report username is
 * hers already, or is taken now (chosen once: a member who has one cannot pick another).
 */
export async function createSite(db: Db, user: AuthUser, input: SiteCreate, now: Date): Promise<FamilyWebsite> {
  const tree = await treeAccess(db, input.family_tree_id, user);
  if (!tree.is_write_allowed) throw forbidden('You may build a family website only from a tree you own or edit.');
  await checkPersons(db, tree.tree.id, [input.start_person_id], 'start_person_id');
  await checkPersons(db, tree.tree.id, (input.parts ?? []).map((p) => p.person_id), 'parts');
  await checkCover(db, tree.tree.id, input.cover_asset_id);
  checkParts(input.parts);
  const username = input.username.toLowerCase();
  await db.transaction().execute(async (trx) => {
    const me = await trx.selectFrom('users').select('fws_username').where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
    if (me.fws_username && me.fws_username !== username) {
      throw badRequest(`username: your report username is ${me.fws_username}; it is chosen once.`, { username: [`Your report username is ${me.fws_username}.`] });
    }
    if (!me.fws_username) {
      const taken = await trx.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['fws_username']), '=', username)).executeTakeFirst();
      const site = await trx.selectFrom('family_websites').select('owner_id').where('username', '=', username).executeTakeFirst();
      if (taken || site) throw conflict('That report username is taken.', { username: ['That report username is taken.'] });
      await trx.updateTable('users').set({ fws_username: username }).where('id', '=', user.id).execute();
    }
    await trx
      .insertInto('family_websites')
      .values({ username, owner_id: user.id, is_public: input.is_public, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('username').doUpdateSet({ updated_at: now }))
      .execute();
    const existing = await trx.selectFrom('family_website_sites').select('id').where('username', '=', username).where('site_name', '=', input.site_name).executeTakeFirst();
    if (existing) throw conflict('You have a site by that name already.', { site_name: ['You have a site by that name already.'] });
    await trx
      .insertInto('family_website_sites')
      .values({
        username,
        site_name: input.site_name,
        tree_id: tree.tree.id,
        start_person_id: input.start_person_id,
        title: input.title || tree.tree.name,
        introduction: input.introduction,
        theme_color: input.theme_color,
        cover_asset_id: input.cover_asset_id,
        parts: JSON.stringify(input.parts ?? []),
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  return presentWebsite(db, await websiteAccess(db, username, user));
}

/** PUT familywebsite/{username}/: the public flag (unpublishing hides every site at once), and a site's settings. */
export async function updateWebsite(db: Db, user: AuthUser, username: string, input: WebsiteUpdate, now: Date): Promise<FamilyWebsite> {
  const a = await websiteAccess(db, username, user);
  requireSiteOwner(a, user);
  const siteFields = ['title', 'introduction', 'theme_color', 'cover_asset_id', 'start_person_id', 'parts'] as const;
  const changesSite = siteFields.some((f) => input[f] !== undefined);
  if (changesSite && !input.site_name) throw badRequest('site_name: which site to change.', { site_name: ['Name the site to change.'] });
  await db.transaction().execute(async (trx) => {
    if (input.is_public !== undefined) {
      await trx.updateTable('family_websites').set({ is_public: input.is_public, updated_at: now }).where('username', '=', a.website.username).execute();
    }
    if (!changesSite || !input.site_name) return;
    const site = await siteByName(trx, a.website.username, input.site_name);
    if (!site) throw notFound('No site by that name.');
    if (input.start_person_id) await checkPersons(trx, site.tree_id, [input.start_person_id], 'start_person_id');
    if (input.parts) {
      await checkPersons(trx, site.tree_id, input.parts.map((p) => p.person_id), 'parts');
      checkParts(input.parts);
    }
    await checkCover(trx, site.tree_id, input.cover_asset_id);
    await trx
      .updateTable('family_website_sites')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.introduction !== undefined ? { introduction: input.introduction } : {}),
        ...(input.theme_color !== undefined ? { theme_color: input.theme_color } : {}),
        ...(input.cover_asset_id !== undefined ? { cover_asset_id: input.cover_asset_id } : {}),
        ...(input.start_person_id !== undefined ? { start_person_id: input.start_person_id } : {}),
        ...(input.parts !== undefined ? { parts: JSON.stringify(input.parts) } : {}),
        updated_at: now,
      })
      .where('id', '=', site.id)
      .execute();
  });
  return presentWebsite(db, await websiteAccess(db, username, user));
}

/** Invites relatives by e-mail; answers the website and the addresses that were new (to send invitations to). */
export async function addSiteMembers(db: Db, user: AuthUser, username: string, emails: string[], now: Date): Promise<{ website: FamilyWebsite; added: string[] }> {
  const a = await websiteAccess(db, username, user);
  requireSiteOwner(a, user);
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))].filter((e) => e !== user.email.toLowerCase());
  if (wanted.length === 0) throw badRequest('emails: you are the owner of this website.', { emails: ['That is you.'] });
  const added = await db
    .insertInto('family_website_members')
    .values(wanted.map((email) => ({ username: a.website.username, email, created_at: now })))
    .onConflict((oc) => oc.columns(['username', 'email']).doNothing())
    .returning('email')
    .execute();
  return { website: await presentWebsite(db, a), added: added.map((r) => r.email) };
}

export async function deleteSiteMember(db: Db, user: AuthUser, username: string, email: string): Promise<FamilyWebsite> {
  const a = await websiteAccess(db, username, user);
  requireSiteOwner(a, user);
  const rows = await db.deleteFrom('family_website_members').where('username', '=', a.website.username).where('email', '=', email.toLowerCase()).returning('email').execute();
  if (rows.length === 0) throw notFound(`${email} is not a member of this website.`);
  return presentWebsite(db, a);
}

/** GET familywebsite/: the websites the caller may read (public ones, and private ones she owns or was invited to). */
export async function listWebsites(db: Db, user: AuthUser | null, q: { limit: number; offset: number; username?: string }) {
  let query = db.selectFrom('family_websites').selectAll();
  if (q.username) query = query.where('username', '=', q.username.toLowerCase());
  const email = user?.email.toLowerCase() ?? '';
  if (!user?.is_staff) {
    query = query.where((eb) =>
      eb.or([
        eb('is_public', '=', true),
        ...(user ? [eb('owner_id', '=', user.id), eb.exists(eb.selectFrom('family_website_members as m').select('m.email').whereRef('m.username', '=', 'family_websites.username').where('m.email', '=', email))] : []),
      ]),
    );
  }
  const all = await query.orderBy('username').execute();
  const page = all.slice(q.offset, q.offset + q.limit);
  const objects: FamilyWebsite[] = [];
  for (const w of page) {
    const isOwner = !!user && w.owner_id === user.id;
    objects.push(await presentWebsite(db, { website: w, isOwner, isMember: true }));
  }
  return { objects, meta: { limit: q.limit, offset: q.offset, total_count: all.length } };
}

/** GET familywebsite/my-sites/: the caller's own website (none until she creates a site). */
export async function mySites(db: Db, user: AuthUser) {
  const owned = await db.selectFrom('family_websites').selectAll().where('owner_id', '=', user.id).orderBy('username').execute();
  const objects: FamilyWebsite[] = [];
  for (const w of owned) objects.push(await presentWebsite(db, { website: w, isOwner: true, isMember: true }));
  const me = await db.selectFrom('users').select('fws_username').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { fws_username: me.fws_username || null, objects };
}
