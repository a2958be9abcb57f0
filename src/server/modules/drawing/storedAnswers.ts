/**
 * Draw answers of large trees kept in the database as they were sent (the columnar form of 100,000
 * persons is about 10 MB brotli), so that a node which has not laid the tree out (after a restart, or
 * another API node) answers a draw with them instead of reading the tree and laying it out again
 * (6 s for 100,000 persons). An answer is kept under a key of everything its bytes depend on:
 * - the code that makes it (drawCode.ts);
 * - the tree revision, which every edit moves, card-only ones included: a hint reviewed or found, a
 *   picture set or turned (their persons are logged as changed);
 * - the request inputs (inputsKey in service.ts: start person, open branches, viewer, preferences);
 * - the day of the card pictures' signed URLs (files/urls.ts urlExpiry) and the key they are signed with;
 * - the form and coding.
 * It is sent only while the layout behind it is still stored, so the diffs that follow find it.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { urlExpiry } from '../../files/urls';
import type { DrawAnswerFormat, EncodedDrawAnswer } from './drawAnswer';
import { drawCodeFingerprint } from './drawCode';
import { deleteBlobs, readBlob, writeBlob } from './layoutBlobs';
import type { StateMeta } from './layoutState';

/** An answer of at least this many persons is stored; a smaller tree is laid out again faster than its answer is read. */
export const STORED_ANSWER_PERSONS = 5_000;
/** Answers kept per tree, the newest: the owner's and a member's, or two forms. */
export const ANSWERS_PER_TREE = 2;

export function answerKey(meta: StateMeta, format: DrawAnswerFormat, now: Date, photoSecret: string | undefined): string {
  // Pictures are signed with the secret, or left off a drawing made without it.
  const signer = photoSecret ? createHash('sha256').update(photoSecret).digest('base64url').slice(0, 8) : 'unsigned';
  const key = JSON.stringify([drawCodeFingerprint(), meta.revision, meta.inputs, format.form, format.coding, urlExpiry(now).toISOString(), signer]);
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}

export interface StoredAnswer {
  mapHash: string;
  answer: EncodedDrawAnswer;
}

/**
 * The answer stored under `key`, when the layout it draws is still stored too; that layout's row is
 * then refreshed as a draw of it would (its age, and the revision and inputs it stands for).
 */
export async function loadStoredAnswer(db: Db, treeId: string, key: string, meta: StateMeta, now: Date): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('draw_answers as a')
    .innerJoin('layout_states as s', (join) => join.onRef('s.tree_id', '=', 'a.tree_id').onRef('s.map_hash', '=', 'a.map_hash'))
    .select(['a.map_hash', 'a.content_type', 'a.coding', 'a.decoded_bytes', 'a.blob_id'])
    .where('a.tree_id', '=', treeId)
    .where('a.answer_key', '=', key)
    .executeTakeFirst();
  const bytes = row && (await readBlob(db, row.blob_id));
  if (!row || !bytes) return undefined;
  await db
    .updateTable('layout_states')
    .set({ created_at: now, revision: meta.revision, inputs: meta.inputs })
    .where('tree_id', '=', treeId)
    .where('map_hash', '=', row.map_hash)
    .execute();
  const answer: EncodedDrawAnswer = {
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length).slice(),
    decodedBytes: row.decoded_bytes,
    contentType: row.content_type,
    coding: row.coding as EncodedDrawAnswer['coding'],
  };
  return { mapHash: row.map_hash, answer };
}

/** Keeps an answer under `key` (once: an answer stored already is only refreshed), the tree's newest ANSWERS_PER_TREE in all. */
export async function storeAnswer(db: Db, treeId: string, key: string, mapHash: string, answer: EncodedDrawAnswer, now: Date): Promise<void> {
  const refreshed = await db.updateTable('draw_answers').set({ created_at: now }).where('tree_id', '=', treeId).where('answer_key', '=', key).returning('blob_id').executeTakeFirst();
  if (!refreshed) {
    const blobId = await writeBlob(db, treeId, answer.bytes, now);
    const row = await db
      .insertInto('draw_answers')
      .values({ tree_id: treeId, answer_key: key, map_hash: mapHash, content_type: answer.contentType, coding: answer.coding, decoded_bytes: answer.decodedBytes, blob_id: blobId, created_at: now })
      .onConflict((oc) => oc.columns(['tree_id', 'answer_key']).doUpdateSet({ created_at: now }))
      .returning('blob_id')
      .executeTakeFirstOrThrow();
    // Another node stored the same answer meanwhile: these parts are nobody's.
    if (row.blob_id !== blobId) await deleteBlobs(db, treeId, [blobId], now);
  }
  const older = await db
    .selectFrom('draw_answers')
    .select(['answer_key', 'blob_id'])
    .where('tree_id', '=', treeId)
    .where('answer_key', '!=', key)
    .orderBy('created_at', 'desc')
    .orderBy('answer_key')
    .offset(ANSWERS_PER_TREE - 1)
    .execute();
  if (older.length === 0) return;
  await db.deleteFrom('draw_answers').where('tree_id', '=', treeId).where('answer_key', 'in', older.map((r) => r.answer_key)).execute();
  await deleteBlobs(db, treeId, older.map((r) => r.blob_id), now);
}
