/** An image of a tree's library, as a profile picture must be. */
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { assetColumns, type AssetRow } from './present';

/** The image asset `assetId` of the tree, or 400 naming `field`. */
export async function requireTreeImage(db: Db, treeId: string, assetId: string, field: string): Promise<AssetRow> {
  const row = await db.selectFrom('library_assets').select(assetColumns).where('id', '=', assetId).where('tree_id', '=', treeId).executeTakeFirst();
  if (!row) throw badRequest('The picture must be a file of this family tree’s library.', { [field]: ['Not a file of this family tree’s library.'] });
  if (row.kind !== 'image') throw badRequest('A profile picture must be an image.', { [field]: ['Not an image.'] });
  return row;
}
