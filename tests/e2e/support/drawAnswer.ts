/**
 * Reads a draw (or diff) answer the page received, in whichever form the server sent it: the tree page
 * asks for the columnar form, which is decoded here to the object form the journeys check.
 */
import type { Response } from '@playwright/test';
import { DRAW_COLUMNS_TYPE, decodeDrawColumns, type DrawColumns } from '../../../src/protocol/drawColumns';

export async function readDrawAnswer<T>(res: Response): Promise<T> {
  const body: unknown = await res.json();
  return ((res.headers()['content-type'] ?? '').includes(DRAW_COLUMNS_TYPE) ? decodeDrawColumns(body as DrawColumns) : body) as T;
}
