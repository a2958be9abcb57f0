/**
 * Draw, diff and expand-control: load the tree, hide living persons from non-members, lay it out
 * around the start person with the viewer's open branches, keep the result by map_hash, and answer
 * either the whole payload or only what changed since the hash the client holds.
 */
import type { ControlData, DiffRequest, DiffResponse, DrawRequest, DrawResponse, ExpandControlRequest } from '../../../protocol/draw';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { diffLayouts, layoutTree } from '../../layout';
import { loadTreeGraph } from '../../tree/load';
import { livingIdsOfGraph } from '../../tree/redact';
import type { TreeAccess } from '../trees/access';
import { preferencesOf } from '../trees/service';
import { loadLayoutState, saveLayoutState } from './layoutState';

const emptyControl = (): ControlData => ({ expanded: [], collapsed: [] });

/** The viewer's open and closed branches: stored for members, sent along by visitors. */
export async function controlDataFor(db: Db, access: TreeAccess, sent: ControlData | undefined): Promise<ControlData> {
  const userId = access.user?.id;
  if (!userId) return sent ?? emptyControl();
  if (sent) {
    await storeControlData(db, access.tree.id, userId, sent);
    return sent;
  }
  const row = await db
    .selectFrom('tree_control_data')
    .select('data')
    .where('tree_id', '=', access.tree.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { expanded: row.data.expanded ?? [], collapsed: row.data.collapsed ?? [] } : emptyControl();
}

async function storeControlData(db: Db, treeId: string, userId: string, data: ControlData) {
  const json = JSON.stringify(data);
  await db
    .insertInto('tree_control_data')
    .values({ tree_id: treeId, user_id: userId, data: json })
    .onConflict((oc) => oc.columns(['tree_id', 'user_id']).doUpdateSet({ data: json, updated_at: new Date() }))
    .execute();
}

export async function layoutFor(db: Db, access: TreeAccess, req: DrawRequest, now: Date): Promise<DrawResponse> {
  const graph = await loadTreeGraph(db, access.tree.id);
  const startPersonId = req.start_person_id ?? access.tree.home_person_id ?? graph.persons[0]?.id;
  if (req.start_person_id && !graph.persons.some((p) => p.id === req.start_person_id)) {
    throw badRequest('start_person_id is not a person of this tree.', { start_person_id: ['Not a person of this tree.'] });
  }
  const controlData = await controlDataFor(db, access, req.control_data);
  return layoutTree(graph, {
    startPersonId,
    controlData,
    preferences: preferencesOf(access),
    withGhosts: access.is_write_allowed && (req.with_ghosts ?? true),
    viewer: access.isMember ? undefined : { seeLiving: false, livingIds: livingIdsOfGraph(graph, now) },
  });
}

export async function drawTree(db: Db, access: TreeAccess, req: DrawRequest, now: Date): Promise<DrawResponse> {
  const payload = await layoutFor(db, access, req, now);
  await saveLayoutState(db, access.tree.id, payload, now);
  return payload;
}

export async function diffTree(db: Db, access: TreeAccess, req: DiffRequest, now: Date): Promise<DiffResponse> {
  const previous = await loadLayoutState(db, access.tree.id, req.map_hash);
  if (!previous) {
    // The client falls back to a full draw.
    return {
      new_persons: [],
      remove_persons: [],
      data_update: [],
      new_lines: [],
      remove_lines: [],
      tree_width: 0,
      tree_height: 0,
      tree_margin_x: 0,
      has_state: false,
      map_hash: req.map_hash,
      blood_relatives_ids: [],
      preferences: preferencesOf(access),
    };
  }
  const next = await layoutFor(db, access, req, now);
  if (next.map_hash !== previous.map_hash) await saveLayoutState(db, access.tree.id, next, now);
  return diffLayouts(previous, next);
}

/** Opens or closes hidden branches; answers the viewer's control data for the next draw or diff. */
export async function expandControl(db: Db, access: TreeAccess, req: ExpandControlRequest): Promise<{ control_data: ControlData }> {
  const current = await controlDataFor(db, access, undefined);
  const expanded = new Set(current.expanded);
  const collapsed = new Set(current.collapsed);
  for (const item of req.data_list) {
    if (item.action === 'expand') {
      expanded.add(item.person_id);
      collapsed.delete(item.person_id);
    } else {
      collapsed.add(item.person_id);
      expanded.delete(item.person_id);
    }
  }
  const control_data = { expanded: [...expanded].sort(), collapsed: [...collapsed].sort() };
  if (access.user) await storeControlData(db, access.tree.id, access.user.id, control_data);
  return { control_data };
}
