/** The library's dependencies taken from the app's, and an asset answered as the caller sees it. */
import type { AppDeps } from '../../deps';
import { fileStore } from '../../files/store';
import { presentAsset, type AssetRow } from './present';
import type { LibraryDeps } from './service';

export function libraryDeps(deps: AppDeps): LibraryDeps {
  return {
    db: deps.database.db,
    store: fileStore(deps),
    now: deps.clock(),
    dataDir: deps.config.dataDir,
    imageSize: async (path, _name, field) => {
      const { width, height } = await deps.pool.run('images.info', { source: { path }, field });
      return { width, height };
    },
  };
}

/** The asset as this caller sees it. */
export async function answerAsset(deps: AppDeps, row: AssetRow, isMember: boolean) {
  return presentAsset({ db: deps.database.db, dataDir: deps.config.dataDir, now: deps.clock(), isMember }, row);
}
