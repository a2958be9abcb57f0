import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  addMembersSchema,
  clanPersonsQuerySchema,
  deleteMemberSchema,
  deleteParentSchema,
  deleteSpouseSchema,
  editMemberSchema,
  onboardingSchema,
  qQuerySchema,
  searchQuerySchema,
  startPersonQuerySchema,
  treeCreateSchema,
  treeListQuerySchema,
  treePatchSchema,
} from '../../../protocol/trees';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { fileStore } from '../../files/store';
import { fromZodError, notFound } from '../../http/errors';
import { DEMO_EMAIL, DEMO_TREE_NAME } from '../../demo/seedDemo';
import { createMailer } from '../../mail/mailer';
import { treeInvitationMail } from '../../mail/templates';
import { parseBody, parseQuery, queryObject, requireStorableText } from '../../http/validate';
import { treeAccess } from './access';
import { clanPersons } from './clanPersons';
import { copyTreeRoute } from './copy';
import { addMembers, deleteMember, editMember, ownerDisplayName } from './members';
import { readOnboarding, saveOnboarding } from './onboarding';
import { jsonResponse } from '../../lib/bytes';
import { chineseSurnames, searchClans, searchPersons, searchTree, treeLocations, treeSurnames } from './search';
import { createTree, deleteParentLinks, deleteSpouseLink, deleteTree, lineage, listTrees, patchTree, treeDetails } from './service';

/** DELETE calls carry their parameters in the query or in a JSON body; both are read. */
async function parseLoose<T extends z.ZodTypeAny>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  let body: Record<string, unknown> = {};
  const text = await c.req.text();
  if (text.trim()) {
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
  const raw = { ...queryObject(c), ...body };
  requireStorableText(raw, 'body');
  const result = schema.safeParse(raw);
  if (!result.success) throw fromZodError(result.error, 'body');
  return result.data;
}

export function treeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mailer = deps.mailer ?? createMailer(deps.logger);
  const access = (c: Context<AppEnv>) => treeAccess(db, c.req.param('id') ?? '', c.get('user'));
  return new Hono<AppEnv>({ strict: false })
    .get('/list', async (c) => {
      const user = requireUser(c);
      const { fields } = parseQuery(c, treeListQuerySchema);
      return c.json(await listTrees(db, user, fields));
    })
    .post('/create', async (c) => {
      const user = requireUser(c);
      const input = await parseBody(c, treeCreateSchema);
      return c.json(await createTree(db, user, input, deps.clock()), 201);
    })
    .get('/search-persons', async (c) => {
      const user = requireUser(c);
      const { query, limit, offset } = parseQuery(c, searchQuerySchema);
      return c.json(await searchPersons(db, user, query, limit, offset, deps.clock()));
    })
    .get('/search-clans', async (c) => {
      const user = requireUser(c);
      const { query } = parseQuery(c, searchQuerySchema.pick({ query: true }));
      return c.json(await searchClans(db, user, query));
    })
    .get('/onboarding', async (c) => c.json(await readOnboarding(db, requireUser(c))))
    .post('/onboarding', async (c) => {
      const user = requireUser(c);
      return c.json(await saveOnboarding(db, user, await parseBody(c, onboardingSchema)));
    })
    // The public demo tree, so a visitor can open it from the home page without knowing its id.
    .get('/demo', async (c) => {
      const tree = await db
        .selectFrom('family_trees')
        .innerJoin('users', 'users.id', 'family_trees.owner_id')
        .select(['family_trees.id', 'family_trees.name'])
        .where((eb) => eb(eb.fn('lower', ['users.email']), '=', DEMO_EMAIL))
        .where('family_trees.name', '=', DEMO_TREE_NAME)
        .where('family_trees.is_public', '=', true)
        .where('family_trees.import_key', 'is', null)
        .executeTakeFirst();
      if (!tree) throw notFound('The demo tree is not loaded.');
      return c.json({ object_id: tree.id, name: tree.name });
    })
    .get('/:id', async (c) => {
      const { start_person_id } = parseQuery(c, startPersonQuerySchema);
      return c.json(await treeDetails(db, await access(c), start_person_id, deps.clock()));
    })
    .patch('/:id', async (c) => {
      requireUser(c);
      const a = await access(c);
      return c.json(await patchTree(db, a, await parseBody(c, treePatchSchema), deps.clock()));
    })
    .delete('/:id/delete', async (c) => {
      requireUser(c);
      const a = await access(c);
      const uploads = await db.selectFrom('library_uploads').select('id').where('tree_id', '=', a.tree.id).execute();
      const deleted = await deleteTree(db, a);
      // The rows went with the tree; its library files and unfinished uploads go after it.
      const store = fileStore(deps);
      await store.deletePrefix(`library/${a.tree.id}`);
      await store.deletePrefix(`derived/library/${a.tree.id}`);
      for (const u of uploads) await store.deletePrefix(`uploads/${u.id}`);
      return c.json(deleted);
    })
    .get('/:id/search', async (c) => {
      const a = await access(c);
      const { query, limit, offset } = parseQuery(c, searchQuerySchema);
      return c.json(await searchTree(db, a, query, limit, offset, deps.clock()));
    })
    .get('/:id/relation-names', async (c) => {
      const tree = (await access(c)).tree;
      const json = await deps.pool.run('kinship.relationNames', { treeId: tree.id, home: tree.home_person_id }, { affinity: tree.id });
      return jsonResponse(json);
    })
    .get('/:id/locations', async (c) => {
      const a = await access(c);
      return c.json(await treeLocations(db, a, parseQuery(c, qQuerySchema).q, deps.clock()));
    })
    .get('/:id/chinese-surnames', async (c) => c.json(await chineseSurnames(db, await access(c), deps.clock())))
    .get('/:id/surname', async (c) => {
      const a = await access(c);
      return c.json(await treeSurnames(db, a, parseQuery(c, qQuerySchema).q, deps.clock()));
    })
    .get('/:id/clan-persons', async (c) => {
      const a = await access(c);
      return c.json(await clanPersons(db, a, parseQuery(c, clanPersonsQuerySchema), deps.clock()));
    })
    .get('/:id/lineage', async (c) => {
      const a = await access(c);
      const { start_person_id } = parseQuery(c, startPersonQuerySchema);
      return c.json(await lineage(db, a, start_person_id, deps.clock()));
    })
    .delete('/:id/relationships/parent', async (c) => {
      requireUser(c);
      const a = await access(c);
      const input = await parseLoose(c, deleteParentSchema);
      const children = [...(input.child_id ? [input.child_id] : []), ...(input.children_ids ?? [])];
      return c.json(await deleteParentLinks(db, a, input.parent_id, children, deps.clock()));
    })
    .delete('/:id/relationships/spouse', async (c) => {
      requireUser(c);
      const a = await access(c);
      const input = await parseLoose(c, deleteSpouseSchema);
      return c.json(await deleteSpouseLink(db, a, input.person_id, input.spouse_id, deps.clock()));
    })
    .post('/:id/copy', copyTreeRoute(deps))
    .post('/:id/add-members', async (c) => {
      requireUser(c);
      const a = await access(c);
      const input = await parseBody(c, addMembersSchema);
      const now = deps.clock();
      const { tree_members, added } = await addMembers(db, a, input.emails, input.is_editor, now);
      const ownerName = added.length > 0 ? await ownerDisplayName(db, a) : '';
      for (const member of added) {
        const invite = { treeId: a.tree.id, treeName: a.tree.name, ownerName, isEditor: input.is_editor, hasAccount: member.hasAccount };
        await mailer.send(db, treeInvitationMail(member.email, deps.config.publicUrl, invite), now);
      }
      return c.json({ tree_members });
    })
    .post('/:id/edit-member', async (c) => {
      requireUser(c);
      const a = await access(c);
      const input = await parseBody(c, editMemberSchema);
      return c.json(await editMember(db, a, input.email, input.is_editor));
    })
    .post('/:id/delete-member', async (c) => {
      requireUser(c);
      const a = await access(c);
      const input = await parseBody(c, deleteMemberSchema);
      return c.json(await deleteMember(db, a, input.email));
    });
}
