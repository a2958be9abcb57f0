/**
 * A seeded sequence of random single-person edits made through the app's API on a stored tree, each
 * followed by the diff a client asks for, for the layout benchmark: add a child, parent, spouse or
 * sibling to a drawn person, delete a drawn leaf, link two drawn persons as a couple, date a drawn
 * couple's marriage, collapse a drawn branch or expand one closed before. Reports per kind the diff's
 * server time (p50, p95, max), its size, and the largest number of cards one edit moved.
 */
import { applyDiff } from '../../src/server/layout';
import type { DiffResponse, DrawResponse } from '../../src/protocol/draw';
import { mulberry32 } from '../../src/server/lib/random';
import { movedCards } from './randomEdits';
import type { BenchTable } from './table';

export const HTTP_EDIT_KINDS = ['add child', 'add parent', 'add spouse', 'add sibling', 'delete leaf', 'link spouse', 'date marriage', 'collapse', 'expand'] as const;
type Kind = (typeof HTTP_EDIT_KINDS)[number];

export interface HttpEditContext {
  treeId: string;
  startId: string;
  held: DrawResponse;
  /** One API call as the owner; throws on an error status. */
  call(method: string, path: string, body?: unknown): Promise<{ ms: number; cpu: number; bytes: number; json: unknown }>;
  /** Moves the app's clock on (each edit is logged at its own time). */
  tick(): void;
  /** The tree's links as stored now. */
  links(): Promise<{ parenthoods: { parent_id: string; child_id: string }[]; couples: { id: string; person1_id: string; person2_id: string }[] }>;
}

interface Sample {
  ms: number;
  cpu: number;
  bytes: number;
  moved: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

export async function httpEditSequence(ctx: HttpEditContext, edits: number, seed = 1): Promise<BenchTable> {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[Math.floor(random() * items.length)]);
  const samples = new Map<Kind, Sample[]>(HTTP_EDIT_KINDS.map((k) => [k, []]));
  let held = ctx.held;
  const collapsed: string[] = [];
  const path = (what: string) => `/api/v1/familytree/${ctx.treeId}/${what}/`;
  const addRelative = (personId: string, relation: string, n: number) =>
    ctx.call('POST', '/api/v1/person/', { family_tree_id: ctx.treeId, first_names: [{ type: 'given', value: `Edit ${n}` }], surnames: [{ type: 'birth', value: '黄' }], gender: n % 2 ? 'f' : 'm', relative: { person_id: personId, relation } });

  for (let n = 0; n < edits; n++) {
    const kind = HTTP_EDIT_KINDS[n % HTTP_EDIT_KINDS.length];
    const shown = held.persons.filter((p) => !p.is_ghost && p.object_id !== ctx.startId);
    const blood = new Set(held.blood_relatives_ids);
    const { parenthoods, couples } = await ctx.links();
    const parentsOf = new Map<string, number>();
    const childrenOf = new Set<string>();
    for (const l of parenthoods) {
      parentsOf.set(l.child_id, (parentsOf.get(l.child_id) ?? 0) + 1);
      childrenOf.add(l.parent_id);
    }
    const married = new Set(couples.flatMap((c) => [c.person1_id, c.person2_id]));
    const open = shown.filter((p) => !p.card.has_hidden_subtree);
    ctx.tick();
    let made: Kind = kind;
    if (kind === 'add child') await addRelative(pick(open.filter((p) => blood.has(p.object_id)))!.object_id, 'child', n);
    else if (kind === 'add parent') await addRelative(pick(open.filter((p) => blood.has(p.object_id) && (parentsOf.get(p.object_id) ?? 0) === 1))!.object_id, 'parent', n);
    else if (kind === 'add spouse') await addRelative(pick(open)!.object_id, 'spouse', n);
    else if (kind === 'add sibling') await addRelative(pick(open.filter((p) => (parentsOf.get(p.object_id) ?? 0) > 0))!.object_id, 'sibling', n);
    else if (kind === 'delete leaf') await ctx.call('DELETE', `/api/v1/person/${pick(open.filter((p) => !childrenOf.has(p.object_id) && !married.has(p.object_id)))!.object_id}/`);
    else if (kind === 'link spouse') {
      const single = new Map<number, string[]>();
      for (const p of open) if (!married.has(p.object_id)) single.set(p.generation, [...(single.get(p.generation) ?? []), p.object_id]);
      const row = pick([...single.values()].filter((ids) => ids.length >= 2));
      if (!row) throw new Error('no two unmarried persons drawn in one generation');
      const a = pick(row)!;
      const b = pick(row.filter((id) => id !== a))!;
      await ctx.call('POST', '/api/v1/couple/', { person1_id: a, person2_id: b });
    } else if (kind === 'date marriage') {
      const drawn = new Set(open.map((p) => p.object_id));
      const couple = pick(couples.filter((c) => drawn.has(c.person1_id) && drawn.has(c.person2_id)))!;
      await ctx.call('PATCH', `/api/v1/couple/${couple.id}/`, { marriage_date: { year: 1500 + Math.floor(random() * 400) } });
    } else if (kind === 'collapse' || (kind === 'expand' && collapsed.length === 0)) {
      made = 'collapse';
      const id = pick(open.filter((p) => blood.has(p.object_id) && childrenOf.has(p.object_id)))!.object_id;
      collapsed.push(id);
      await ctx.call('POST', path('expand-control'), { data_list: [{ person_id: id, action: 'collapse' }] });
    } else {
      await ctx.call('POST', path('expand-control'), { data_list: [{ person_id: collapsed.shift()!, action: 'expand' }] });
    }
    const diff = await ctx.call('POST', path('diff'), { start_person_id: ctx.startId, map_hash: held.map_hash, trigger: 'edit' });
    const next = applyDiff(held, diff.json as DiffResponse);
    samples.get(made)!.push({ ms: diff.ms, cpu: diff.cpu, bytes: diff.bytes, moved: movedCards(held, next).moved });
    held = next;
  }

  const rows: (string | number)[][] = [];
  const all: Sample[] = [];
  for (const [kind, list] of samples) {
    if (list.length === 0) continue;
    all.push(...list);
    const times = list.map((s) => s.ms);
    rows.push([kind, list.length, quantile(times, 0.5).toFixed(0), quantile(times, 0.95).toFixed(0), Math.max(...times).toFixed(0), quantile(list.map((s) => s.cpu), 0.5).toFixed(0), `${(quantile(list.map((s) => s.bytes), 0.5) / 1024).toFixed(1)} KB`, Math.max(...list.map((s) => s.moved))]);
  }
  const times = all.map((s) => s.ms);
  rows.push(['every edit', all.length, quantile(times, 0.5).toFixed(0), quantile(times, 0.95).toFixed(0), Math.max(...times).toFixed(0), quantile(all.map((s) => s.cpu), 0.5).toFixed(0), `${(quantile(all.map((s) => s.bytes), 0.5) / 1024).toFixed(1)} KB`, Math.max(...all.map((s) => s.moved))]);
  return {
    title: `Random single-person edits through the app on the stored ${held.persons.length.toLocaleString('en')}-card drawing: the diff after each (seed ${seed})`,
    columns: ['edit', 'n', 'diff p50 ms', 'diff p95 ms', 'diff max ms', 'cpu p50 ms', 'diff size p50', 'most cards moved'],
    rows,
    notes: [
      'on a node that lays out in a pool thread of its own (threadPool), PGlite in its database thread, as a server runs them',
      'each diff is asked from the map_hash the previous answer gave, right after the edit; every structural edit is answered today by a full relayout of the tree brought up to date in memory (refreshTreeGraph), so that is the path and the baseline alike',
      'most cards moved: cards drawn before and after one edit whose place changed (the largest over the edits of that kind)',
    ],
  };
}
