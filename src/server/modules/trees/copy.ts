/**
 * "Make my own copy": a readable tree copied into a new tree owned by the caller, in one transaction
 * and under new ids: persons with every field and their profile pictures (copied into the new tree's
 * library), couples, parenthoods, the GEDCOM extras an import kept, the home person and the display
 * preferences. Members, and nobody
 * else, read a tree in full, so only they copy it in full; anyone else (any member copying the public
 * demo tree) gets the living persons as the reader saw them: 'Living', with gender and links only,
 * their couples without dates and places, and none of their kept GEDCOM structures.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { sql, type Kysely } from 'kysely';
import { LIVING_NAME, livingIdsOfGraph, redactPerson } from '../../tree/redact';
import { TREE_COPY_MAX_PERSONS, treeCopySchema, type TreeCopy } from '../../../protocol/treeCopy';
import type { TreeDetails } from '../../../protocol/trees';
import { requireUser } from '../../auth/middleware';
import type { DB, GedcomPersonEntry } from '../../db/schema';
import type { Db } from '../../db/database';
import type { AppDeps, AppEnv, AuthUser } from '../../deps';
import { fileStore, type FileStore } from '../../files/store';
import { tooLarge } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { TreeGraph } from '../../tree/graph';
import { insertTreeGraph, loadTreeGraph } from '../../tree/load';
import { insertPersonChunk, personEntry } from '../gedcom/extras';
import { treeMediaPrefix } from '../gedcom/exportJob';
import { GEDZIP_SOURCE } from '../gedcom/gedzipLibrary';
import { treeAccess, type TreeAccess } from './access';
import { treeDetails, usersHasColumn } from './service';

/** Rows per array-parameter statement for pictures and extras. */
const CHUNK = 5000;

/**
 * The graph as a reader who is not a member sees it. A redacted person keeps the name the reader
 * saw on the card, 'Living', so the copy's owner recognises the card they chose to copy.
 */
export function redactGraphForCopy(graph: TreeGraph, now: Date): { graph: TreeGraph; living: Set<string> } {
  const living = livingIdsOfGraph(graph, now);
  if (living.size === 0) return { graph, living };
  return {
    living,
    graph: {
      persons: graph.persons.map((p) => {
        if (!living.has(p.id)) return p;
        const { is_private: _, ...rest } = redactPerson(p);
        return { ...rest, first_names: [{ type: 'given' as const, value: LIVING_NAME }], photo_url: null };
      }),
      couples: graph.couples.map((c) =>
        living.has(c.person1_id) || living.has(c.person2_id) ? { ...c, marriage_date: null, marriage_place: null, divorce_date: null, divorce_place: null } : c,
      ),
      parenthoods: graph.parenthoods,
    },
  };
}

function defaultCopyName(source: string): string {
  const suffix = ' (copy)';
  return source.slice(0, 200 - suffix.length) + suffix;
}

/**
 * The kept persons' profile pictures become assets of the new tree (new ids, their files copied in the
 * store, tagged with the person): a picture stays with the tree it belongs to. With `gedzipMedia` (a
 * member's copy) the files a GEDZIP import brought into the library go too, with their tags, as the
 * import's other media files do. Answers the stored files to copy.
 */
async function copyPictures(
  trx: Kysely<DB>,
  sourceId: string,
  targetId: string,
  ids: Map<string, string>,
  living: Set<string>,
  gedzipMedia: boolean,
): Promise<{ from: string; to: string; type: string }[]> {
  const rows = await trx
    .selectFrom('persons')
    .innerJoin('library_assets', 'library_assets.id', 'persons.profile_picture')
    .select(['persons.id as person_id', 'library_assets.id as asset_id'])
    .where('persons.tree_id', '=', sourceId)
    .where('library_assets.tree_id', '=', sourceId)
    .execute();
  const kept = rows.filter((r) => !living.has(r.person_id) && ids.has(r.person_id));
  const newAsset = new Map<string, string>();
  for (const r of kept) if (!newAsset.has(r.asset_id)) newAsset.set(r.asset_id, randomUUID());
  const imported = gedzipMedia ? (await trx.selectFrom('library_assets').select('id').where('tree_id', '=', sourceId).where('source', '=', GEDZIP_SOURCE).execute()).map((r) => r.id) : [];
  for (const id of imported) if (!newAsset.has(id)) newAsset.set(id, randomUUID());
  const files: { from: string; to: string; type: string }[] = [];
  const assets = [...newAsset.keys()];
  for (let i = 0; i < assets.length; i += CHUNK) {
    const part = assets.slice(i, i + CHUNK);
    const sources = await trx.selectFrom('library_assets').select(['id', 'storage_key', 'content_type']).where('id', 'in', part).execute();
    for (const r of sources) files.push({ from: r.storage_key, to: `library/${targetId}/${newAsset.get(r.id)!}/original`, type: r.content_type });
    await sql`
      INSERT INTO library_assets (id, tree_id, storage_key, filename, content_type, kind, size, width, height, angle, event_date, event_sort,
        location_place_id, location_name, description, source, search_text, created_by, created_at, updated_at)
      SELECT t.new_id, ${targetId}::uuid, 'library/' || ${targetId} || '/' || t.new_id || '/original', a.filename, a.content_type, a.kind, a.size, a.width, a.height,
        a.angle, a.event_date, a.event_sort, a.location_place_id, a.location_name, a.description, a.source, a.search_text, a.created_by, a.created_at, a.updated_at
      FROM unnest(${part}::uuid[], ${part.map((id) => newAsset.get(id)!)}::uuid[]) AS t(old_id, new_id) JOIN library_assets a ON a.id = t.old_id`.execute(trx);
  }
  for (let i = 0; i < kept.length; i += CHUNK) {
    const part = kept.slice(i, i + CHUNK);
    const persons = part.map((r) => ids.get(r.person_id)!);
    const pictures = part.map((r) => newAsset.get(r.asset_id)!);
    await sql`
      UPDATE persons SET profile_picture = t.pic
      FROM unnest(${persons}::uuid[], ${pictures}::uuid[]) AS t(id, pic)
      WHERE persons.id = t.id`.execute(trx);
    await sql`INSERT INTO library_asset_persons (asset_id, person_id) SELECT pic, id FROM unnest(${persons}::uuid[], ${pictures}::uuid[]) AS t(id, pic)
      ON CONFLICT DO NOTHING`.execute(trx);
  }
  for (let i = 0; i < imported.length; i += CHUNK) {
    const part = imported.slice(i, i + CHUNK);
    const tags = await trx.selectFrom('library_asset_persons').select(['asset_id', 'person_id']).where('asset_id', 'in', part).execute();
    const mapped = tags.filter((r) => ids.has(r.person_id)).map((r) => ({ asset_id: newAsset.get(r.asset_id)!, person_id: ids.get(r.person_id)! }));
    if (mapped.length) await trx.insertInto('library_asset_persons').values(mapped).onConflict((oc) => oc.doNothing()).execute();
  }
  return files;
}

/** Copies stored files (streamed, one at a time). */
async function copyFiles(store: FileStore, files: { from: string; to: string; type: string }[]): Promise<void> {
  for (const f of files) {
    const obj = await store.get(f.from);
    if (obj) await store.put(f.to, obj.body, f.type);
  }
}

interface FamilyShape {
  husband?: string | null;
  wife?: string | null;
  kept?: unknown[];
}

/** The kept GEDCOM structures of the source's imports, re-pointed at the new persons. */
async function copyExtras(trx: Kysely<DB>, sourceId: string, targetId: string, ids: Map<string, string>, living: Set<string>, now: Date): Promise<void> {
  const tree = await trx.selectFrom('gedcom_tree_extras').selectAll().where('tree_id', '=', sourceId).executeTakeFirst();
  if (tree) {
    await trx
      .insertInto('gedcom_tree_extras')
      .values({ tree_id: targetId, import_key: tree.import_key, version: tree.version, head: JSON.stringify(tree.head), records: JSON.stringify(tree.records), xrefs: JSON.stringify(tree.xrefs), created_at: now })
      .execute();
  }
  const chunks = await trx.selectFrom('gedcom_person_chunks').select(['import_key', 'position', 'persons']).where('tree_id', '=', sourceId).execute();
  // The export renames persons by their id in the file; a redacted one keeps that id but none of its structures.
  const livingXrefs = new Set<string>();
  for (const chunk of chunks) {
    const entries: GedcomPersonEntry[] = [];
    for (const [personId, gedcomId, kept] of chunk.persons) {
      if (living.has(personId)) livingXrefs.add(`${chunk.import_key}|${gedcomId}`);
      const id = ids.get(personId);
      if (id) entries.push(personEntry(id, gedcomId, living.has(personId) ? undefined : kept));
    }
    if (entries.length) await insertPersonChunk(trx, targetId, chunk.import_key, chunk.position, entries);
  }
  const families = await trx.selectFrom('gedcom_family_extras').select(['import_key', 'position', 'family']).where('tree_id', '=', sourceId).execute();
  for (let i = 0; i < families.length; i += CHUNK) {
    const part = families.slice(i, i + CHUNK).map((f) => {
      const family = f.family as FamilyShape;
      const withLiving = [family.husband, family.wife].some((x) => x && livingXrefs.has(`${f.import_key}|${x}`));
      return { ...f, family: withLiving ? { ...family, kept: [] } : family };
    });
    await sql`
      INSERT INTO gedcom_family_extras (tree_id, import_key, position, family)
      SELECT ${targetId}::uuid, k, n, f::jsonb
      FROM unnest(${part.map((f) => f.import_key)}::uuid[], ${part.map((f) => f.position)}::int[], ${part.map((f) => JSON.stringify(f.family))}::text[]) AS t(k, n, f)`.execute(trx);
  }
}

/**
 * The media files a GEDZIP import kept for the source, under the new tree's id. Members only: which
 * file shows a living person is not known here, so nobody else gets any.
 */
async function copyMedia(store: FileStore, from: string, to: string): Promise<void> {
  const source = `${treeMediaPrefix(from)}/`;
  for (const key of await store.list(treeMediaPrefix(from))) {
    const obj = await store.get(key);
    if (obj) await store.put(`${treeMediaPrefix(to)}/${key.slice(source.length)}`, obj.body, obj.contentType);
  }
}

/**
 * Copies the tree `access` reads into a new tree owned by `user`; answers it as the create call does.
 * `files` holds the GEDZIP media by tree id (none copied without it).
 */
export async function copyTree(db: Db, access: TreeAccess, user: AuthUser, input: TreeCopy, now: Date, files: FileStore | null = null): Promise<TreeDetails> {
  const source = access.tree;
  const linkUser = await usersHasColumn(db, 'family_tree_id');
  let mediaTarget: string | null = null;
  let target: string | null = null;
  // One snapshot of the source: a concurrent edit cannot leave a link to a person the copy lacks.
  const treeId = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const count = await trx.selectFrom('persons').select((eb) => eb.fn.countAll<number>().as('n')).where('tree_id', '=', source.id).executeTakeFirstOrThrow();
      if (Number(count.n) > TREE_COPY_MAX_PERSONS) {
        throw tooLarge(`This tree has ${Number(count.n)} persons; a copy can hold at most ${TREE_COPY_MAX_PERSONS}. Export it as GEDCOM and import the file instead.`);
      }
      const loaded = await loadTreeGraph(trx, source.id);
      const { graph, living } = access.isMember ? { graph: loaded, living: new Set<string>() } : redactGraphForCopy(loaded, now);
      const tree = await trx
        .insertInto('family_trees')
        .values({
          owner_id: user.id,
          name: input.name ?? defaultCopyName(source.name),
          is_public: false,
          color_code_gender: source.color_code_gender,
          tree_show_birth_order: source.tree_show_birth_order,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      target = tree.id;
      const ids = await insertTreeGraph(trx, tree.id, graph, now);
      const pictures = await copyPictures(trx, source.id, tree.id, ids, living, access.isMember && files !== null);
      if (files) await copyFiles(files, pictures);
      await copyExtras(trx, source.id, tree.id, ids, living, now);
      const home = source.home_person_id ? (ids.get(source.home_person_id) ?? null) : null;
      if (home) await trx.updateTable('family_trees').set({ home_person_id: home }).where('id', '=', tree.id).execute();
      // As with a created tree, the first tree a member has becomes their active tree.
      if (linkUser) await sql`UPDATE users SET family_tree_id = ${tree.id} WHERE id = ${user.id} AND family_tree_id IS NULL`.execute(trx);
      if (access.isMember && files) {
        mediaTarget = treeMediaPrefix(tree.id);
        await copyMedia(files, source.id, tree.id);
      }
      return tree.id;
    })
    .catch(async (error: unknown) => {
      // The tree was rolled back; so go the files copied for it.
      if (mediaTarget && files) await files.deletePrefix(mediaTarget);
      if (files && target) await files.deletePrefix(`library/${target}`);
      throw error;
    });
  return treeDetails(db, await treeAccess(db, treeId, user), undefined, now);
}

/** POST familytree/{id}/copy/: 401 without a session, 404 for a tree the caller cannot read, 413 past the size limit. */
export function copyTreeRoute(deps: AppDeps) {
  const db = deps.database.db;
  return async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    const access = await treeAccess(db, c.req.param('id') ?? '', user);
    const input = await parseBody(c, treeCopySchema);
    return c.json(await copyTree(db, access, user, input, deps.clock(), fileStore(deps)), 201);
  };
}
