/**
 * The optimistic asset patch (tree-workspace.md sections 4 and 8): the fields change on screen at once;
 * when the server refuses, exactly the fields this patch changed go back to what they were, so another
 * edit made meanwhile stays; when it accepts, the server's values of those fields are taken.
 */
import type { Asset, AssetPatch, AssetPersonTag } from '../../protocol/library';

/** The asset fields a patch key shows in. */
const FIELDS: Record<keyof AssetPatch, (keyof Asset)[]> = {
  event_date: ['event_date'],
  location_tag: ['location_tag', 'tags'],
  description: ['description'],
  persons: ['tags'],
  filename: ['filename'],
};

/** The asset as it looks with the patch applied; `persons` names the tagged persons the ids stand for. */
export function applyPatch(asset: Asset, patch: AssetPatch, persons: AssetPersonTag[] = []): Asset {
  const next: Asset = { ...asset, tags: { ...asset.tags } };
  if (patch.event_date !== undefined) next.event_date = patch.event_date;
  if (patch.description !== undefined) next.description = patch.description;
  if (patch.filename !== undefined) next.filename = patch.filename;
  if (patch.location_tag !== undefined) {
    next.location_tag = patch.location_tag?.name ?? null;
    next.tags.locations = patch.location_tag ? [patch.location_tag] : [];
  }
  if (patch.persons !== undefined) {
    const known = new Map([...asset.tags.persons, ...persons].map((p) => [p.object_id, p]));
    next.tags.persons = patch.persons.map((id) => known.get(id) ?? { object_id: id, full_name: '', names_zh: '' });
  }
  return next;
}

/** Copies the fields `patch` touches from `source` onto `target` (tags part by part, so a person edit leaves the place alone). */
function copyPatched(target: Asset, source: Asset, patch: AssetPatch): Asset {
  const next: Asset = { ...target, tags: { ...target.tags } };
  for (const key of Object.keys(patch) as (keyof AssetPatch)[]) {
    for (const field of FIELDS[key]) {
      if (field === 'tags') {
        if (key === 'persons') next.tags.persons = source.tags.persons;
        else next.tags.locations = source.tags.locations;
      } else (next as Record<string, unknown>)[field] = source[field];
    }
  }
  return next;
}

export type PatchOutcome = { ok: true } | { ok: false; error: string };

/**
 * Applies `patch` at once through `set`, sends it, then keeps the server's values or puts the changed
 * fields back. `current` reads the asset as it is now (other edits may have landed meanwhile).
 */
export async function optimisticPatch(
  current: () => Asset,
  set: (asset: Asset) => void,
  patch: AssetPatch,
  send: (patch: AssetPatch) => Promise<Asset>,
  persons: AssetPersonTag[] = [],
): Promise<PatchOutcome> {
  const before = current();
  set(applyPatch(before, patch, persons));
  try {
    const saved = await send(patch);
    set({ ...copyPatched(current(), saved, patch), updated_at: saved.updated_at, url_expires_at: saved.url_expires_at });
    return { ok: true };
  } catch (err) {
    set(copyPatched(current(), before, patch));
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** JSON with sorted keys, so two equal values written in another key order compare equal. */
function stable(value: unknown): string {
  return JSON.stringify(value ?? null, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The patch of the fields a form changed, or null when it changed none. */
export function changedFields(asset: Asset, wanted: AssetPatch): AssetPatch | null {
  const patch: AssetPatch = {};
  const same = (a: unknown, b: unknown) => stable(a) === stable(b);
  if (wanted.description !== undefined && wanted.description !== asset.description) patch.description = wanted.description;
  if (wanted.filename !== undefined && wanted.filename.trim() && wanted.filename.trim() !== asset.filename) patch.filename = wanted.filename.trim();
  if (wanted.event_date !== undefined && !same(wanted.event_date, asset.event_date)) patch.event_date = wanted.event_date;
  if (wanted.location_tag !== undefined && !same(wanted.location_tag, asset.tags.locations[0] ?? null)) patch.location_tag = wanted.location_tag;
  return Object.keys(patch).length ? patch : null;
}
