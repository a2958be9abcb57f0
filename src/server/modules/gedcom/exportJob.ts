/**
 * The GEDCOM export job: the tree with what its import kept, living persons hidden when the caller
 * is not a member (as every other call that sends persons), written as 5.5.1, 7.0 or GEDZIP to a file
 * that the status call then hands over. A GEDZIP carries the kept media files with include_images and
 * the tree's library files with include_library (libraryExport.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ExportFormat } from '../../../protocol/gedcom';
import { readAll, type FileStore } from '../../files/store';
import { graphToGedcom551, graphToGedcom7, graphToGedzip, leavesArchive, type GedcomExtras, type GedcomNode, type KeptNode } from '../../gedcom';
import type { Job } from '../../jobs/queue';
import type { JobContext } from '../../jobs/worker';
import type { TreeGraph } from '../../tree/graph';
import { loadTreeGraph } from '../../tree/load';
import { livingIdsOfGraph, redactPerson } from '../../tree/redact';
import { withExtras } from './extras';
import { withLibraryFiles } from './libraryExport';

export const EXPORT_JOB = 'gedcom.export';

export interface ExportPayload {
  treeId: string;
  format: ExportFormat;
  includeImages: boolean;
  includeLibrary: boolean;
  /** The caller is not a member of the tree: living persons go out as 'Living'. */
  redactLiving: boolean;
  filePath: string;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  gedcom551: 'text/vnd.familysearch.gedcom; charset=utf-8',
  gedcom7: 'text/vnd.familysearch.gedcom; charset=utf-8',
  gedzip: 'application/zip',
};

export function exportFileName(treeName: string, format: ExportFormat): string {
  const base = treeName.replace(/[^\p{L}\p{N} _-]/gu, '').trim().replace(/\s+/g, '_') || 'tree';
  return `${base}${format === 'gedcom551' ? '.551' : ''}.${format === 'gedzip' ? 'gdz' : 'ged'}`;
}

/** Level-0 records that make up the shared library: sources, repositories, media objects, shared notes. */
const LIBRARY = new Set(['SOUR', 'REPO', 'OBJE', 'SNOTE', 'NOTE']);

function withoutPointers(nodes: GedcomNode[], gone: Set<string>): GedcomNode[] {
  return nodes.filter((n) => !(n.value && gone.has(n.value))).map((n) => (n.children.length ? { ...n, children: withoutPointers(n.children, gone) } : n));
}

function keptWithout(kept: KeptNode[], gone: Set<string>): KeptNode[] {
  return kept.filter((k) => !(k.node.value && gone.has(k.node.value))).map((k) => ({ ...k, node: withoutPointers([k.node], gone)[0]! }));
}

/** Extras without the library records and every pointer to them. */
export function withoutLibrary(extras: GedcomExtras): GedcomExtras {
  const gone = new Set(extras.records.filter((r) => r.xref && LIBRARY.has(r.tag)).map((r) => r.xref!));
  if (gone.size === 0) return extras;
  const persons: Record<string, KeptNode[]> = {};
  for (const [id, kept] of Object.entries(extras.persons)) persons[id] = keptWithout(kept, gone);
  return {
    ...extras,
    head: withoutPointers(extras.head, gone),
    records: withoutPointers(extras.records.filter((r) => !(r.xref && gone.has(r.xref))), gone),
    persons,
    families: extras.families.map((f) => ({ ...f, kept: keptWithout(f.kept, gone) })),
  };
}

/** Living persons as 'Living', without their kept structures, and their couples without dates and places. */
export function redactGraph(graph: TreeGraph, extras: GedcomExtras | null, now: Date): { graph: TreeGraph; extras: GedcomExtras | null } {
  const living = livingIdsOfGraph(graph, now);
  if (living.size === 0) return { graph, extras };
  const out: TreeGraph = {
    persons: graph.persons.map((p) => {
      if (!living.has(p.id)) return p;
      const { is_private: _, ...rest } = redactPerson(p);
      return rest;
    }),
    couples: graph.couples.map((c) =>
      living.has(c.person1_id) || living.has(c.person2_id) ? { ...c, marriage_date: null, marriage_place: null, divorce_date: null, divorce_place: null } : c,
    ),
    parenthoods: graph.parenthoods,
  };
  if (!extras) return { graph: out, extras };
  const persons: Record<string, KeptNode[]> = {};
  for (const [id, kept] of Object.entries(extras.persons)) if (!living.has(id)) persons[id] = kept;
  const families = extras.families.map((f) =>
    [f.husband, f.wife].some((id) => id && living.has(id)) ? { ...f, kept: [] } : f,
  );
  return { graph: out, extras: { ...extras, persons, families } };
}

/**
 * Where the media files a GEDZIP import kept for a tree are, in the file store (by their path in the
 * archive): those the library does not take; the others became library assets (gedzipLibrary.ts).
 */
export const treeMediaPrefix = (treeId: string) => `gedcom/media/${treeId}`;

/** Media files a GEDZIP import brought into the tree, by their path inside the archive. */
export async function treeMedia(store: FileStore, treeId: string): Promise<Record<string, Uint8Array>> {
  const prefix = `${treeMediaPrefix(treeId)}/`;
  const media: Record<string, Uint8Array> = {};
  for (const key of (await store.list(treeMediaPrefix(treeId))).sort()) {
    const obj = await store.get(key);
    if (obj) media[key.slice(prefix.length)] = await readAll(obj);
  }
  return media;
}

/** A path of the archive that makes a file key: relative, no '..', no empty or '.' parts. */
const keyablePath = (path: string) => !leavesArchive(path) && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..') && !path.includes('\\');

export async function saveTreeMedia(store: FileStore, treeId: string, media: Record<string, Uint8Array>): Promise<void> {
  for (const [path, bytes] of Object.entries(media)) {
    // readGedzip leaves these packed already; a path from elsewhere is held to the same rule.
    if (!keyablePath(path)) continue;
    await store.put(`${treeMediaPrefix(treeId)}/${path}`, bytes, 'application/octet-stream');
  }
}

/** The export file's bytes for a tree. */
export async function exportBytes(ctx: Pick<JobContext, 'db' | 'clock' | 'files'>, p: Omit<ExportPayload, 'filePath'>, onStage?: (percent: number) => Promise<void>): Promise<Uint8Array> {
  const loaded = await loadTreeGraph(ctx.db, p.treeId);
  const tree = await ctx.db.selectFrom('family_trees').select('name').where('id', '=', p.treeId).executeTakeFirstOrThrow();
  await onStage?.(30);
  const source = await withExtras(ctx.db, p.treeId, loaded);
  let { graph, extras } = source;
  if (extras && !p.includeLibrary) extras = withoutLibrary(extras);
  // Nothing says which kept media file shows whom, so a non-member gets the files only when no one
  // in the tree is living (the same rule as copying a tree one is not a member of).
  const mediaAllowed = !p.redactLiving || livingIdsOfGraph(graph, ctx.clock()).size === 0;
  if (p.redactLiving) ({ graph, extras } = redactGraph(graph, extras, ctx.clock()));
  await onStage?.(50);
  const options = { extras, sourceName: tree.name };
  if (p.format === 'gedcom551') return new TextEncoder().encode(graphToGedcom551(graph, options));
  if (p.format === 'gedcom7') return new TextEncoder().encode(graphToGedcom7(graph, options));
  let media = p.includeImages && mediaAllowed ? await treeMedia(ctx.files, p.treeId) : {};
  if (p.includeLibrary) {
    const visitor = p.redactLiving;
    ({ extras, media } = await withLibraryFiles({ db: ctx.db, files: ctx.files, treeId: p.treeId, now: ctx.clock(), visitor, extras, exportIds: source.exportIds, media }));
  }
  return graphToGedzip(graph, media, { ...options, extras });
}

export async function runExport(job: Job, ctx: JobContext): Promise<{ bytes: number }> {
  const p = job.payload as ExportPayload;
  await ctx.progress('loading', 10);
  const bytes = await exportBytes(ctx, p, async (percent) => {
    ctx.checkpoint();
    await ctx.progress('writing', percent);
  });
  await mkdir(dirname(p.filePath), { recursive: true });
  await writeFile(p.filePath, bytes);
  await ctx.db.updateTable('gedcom_exports').set({ file_path: p.filePath }).where('job_id', '=', job.id).execute();
  return { bytes: bytes.length };
}
