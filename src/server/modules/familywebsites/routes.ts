/**
 * The family website calls (tree-workspace.md 7): POST familywebsite/ (ours: the spec does not show
 * the creating call), familywebsite/ {limit, offset, username}, get-by-name/, my-sites/,
 * PUT familywebsite/{username}/ {is_public, …}, add-members/, delete-member/.
 */
import { Hono } from 'hono';
import {
  addSiteMembersSchema,
  deleteSiteMemberSchema,
  getByNameQuerySchema,
  siteCreateSchema,
  usernameParamSchema,
  websiteListQuerySchema,
  websiteUpdateSchema,
} from '../../../protocol/familywebsites';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { createMailer } from '../../mail/mailer';
import { familyWebsiteInvitationMail } from '../../mail/templates';
import { readSitePage } from './reader';
import { addSiteMembers, createSite, deleteSiteMember, listWebsites, mySites, updateWebsite } from './service';

export function familyWebsiteRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mailer = deps.mailer ?? createMailer(deps.logger);
  return new Hono<AppEnv>({ strict: false })
    .post('/', async (c) => {
      const user = requireUser(c);
      const input = await parseBody(c, siteCreateSchema);
      return c.json(await createSite(db, user, input, deps.clock()), 201);
    })
    .get('/', async (c) => {
      const q = parseQuery(c, websiteListQuerySchema);
      return c.json(await listWebsites(db, c.get('user'), q));
    })
    .get('/get-by-name', async (c) => {
      const q = parseQuery(c, getByNameQuerySchema);
      return c.json(await readSitePage(deps, c.get('user'), q));
    })
    .get('/my-sites', async (c) => {
      const user = requireUser(c);
      return c.json(await mySites(db, user));
    })
    .post('/add-members', async (c) => {
      const user = requireUser(c);
      const input = await parseBody(c, addSiteMembersSchema);
      const now = deps.clock();
      const { website, added } = await addSiteMembers(db, user, input.username, input.emails, now);
      if (added.length) {
        const owner = await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', user.id).executeTakeFirstOrThrow();
        const ownerName = `${owner.first_name} ${owner.last_name}`.trim() || owner.email;
        const accounts = await db.selectFrom('users').select('email').where((eb) => eb(eb.fn('lower', ['email']), 'in', added)).execute();
        const has = new Set(accounts.map((a) => a.email.toLowerCase()));
        for (const email of added) {
          await mailer.send(db, familyWebsiteInvitationMail(email, deps.config.publicUrl, { username: website.username, ownerName, hasAccount: has.has(email) }), now);
        }
      }
      return c.json(website);
    })
    .post('/delete-member', async (c) => {
      const user = requireUser(c);
      const input = await parseBody(c, deleteSiteMemberSchema);
      return c.json(await deleteSiteMember(db, user, input.username, input.email));
    })
    .put('/:username', async (c) => {
      const user = requireUser(c);
      const { username } = parseParams(c, usernameParamSchema);
      const input = await parseBody(c, websiteUpdateSchema);
      return c.json(await updateWebsite(db, user, username, input, deps.clock()));
    });
}
