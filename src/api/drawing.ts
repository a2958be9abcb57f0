/** Tree drawing calls (tree-workspace.md section 7), typed with src/protocol/draw.ts. */
import { z } from 'zod';
import {
  controlDataSchema,
  diffResponseSchema,
  drawResponseSchema,
  type ControlData,
  type DiffTrigger,
  type ExpandControlRequest,
} from '../protocol/draw';
import { DRAW_COLUMNS_TYPE } from '../protocol/drawColumns';
import { call } from './client';
import { readDrawAnswer, warmDrawDecoder } from './drawDecode';

const expandAnswerSchema = z.object({ control_data: controlDataSchema });

const treePath = (treeId: string, rest: string) => `familytree/${encodeURIComponent(treeId)}/${rest}`;

export interface DrawParams {
  startPersonId?: string | null;
  withGhosts?: boolean;
  controlData?: ControlData;
}

export const drawingApi = {
  /**
   * The whole drawing, asked for in the columnar form and decoded by a web worker (drawDecode.ts),
   * started as the request goes out; (ac): a newer draw of any tree cancels this one.
   */
  draw: (treeId: string, p: DrawParams = {}) => {
    warmDrawDecoder();
    return call('POST', treePath(treeId, 'draw/'), drawResponseSchema, {
      ac: 'familytree.draw',
      accept: DRAW_COLUMNS_TYPE,
      read: readDrawAnswer,
      json: { start_person_id: p.startPersonId ?? undefined, with_ghosts: p.withGhosts, control_data: p.controlData },
    });
  },
  /** What changed since `mapHash`; (ac). */
  diff: (treeId: string, mapHash: string, trigger: DiffTrigger, p: DrawParams = {}) =>
    call('POST', treePath(treeId, 'diff/'), diffResponseSchema, {
      ac: 'familytree.diff',
      json: { start_person_id: p.startPersonId ?? undefined, map_hash: mapHash, trigger, with_ghosts: p.withGhosts, control_data: p.controlData },
    }),
  expandControl: (treeId: string, body: ExpandControlRequest) => call('POST', treePath(treeId, 'expand-control/'), expandAnswerSchema, { json: body }),
};
