/** How zupus and their pages are shown: meta, the member's marks (saved, owned), and signed image links. */
import type { Selectable } from 'kysely';
import type { ClanPedigree } from '../../../protocol/zupus';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_PREVIEW_WIDTH } from '../../../protocol/library';
import type { Db } from '../../db/database';
import type { ZupusTable } from '../../db/schema';
import { originalUrl, thumbnailUrl } from '../../files/urls';

export type ZupuRow = Selectable<ZupusTable>;

/** What a signed link needs: the secret and the time. */
export interface Links {
  secret: Buffer;
  now: Date;
}

/** The signed original, its preview through the image service (platform.md 9 defaults) and a thumbnail. */
export function imageLinks(links: Links, key: string, width = DEFAULT_PREVIEW_WIDTH, contentType = 'image/png', quality = DEFAULT_IMAGE_QUALITY) {
  const url = originalUrl(links.secret, key, key.split('/').pop()!, contentType, links.now).url;
  return {
    url,
    preview_url: `/api/v1/image/?url=${encodeURIComponent(url)}&width=${width}&quality=${quality}`,
    thumbnail_url: thumbnailUrl(links.secret, key, 0, links.now, 320),
  };
}

/** The zupus as the API shows them, with the caller's saved and owned marks. */
export async function pedigreeViews(db: Db, rows: ZupuRow[], userId: string | null, links: Links): Promise<ClanPedigree[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [saved, owned, pages] = await Promise.all([
    userId ? db.selectFrom('saved_zupus').select('clan_pedigree_id').distinct().where('user_id', '=', userId).where('clan_pedigree_id', 'in', ids).execute() : [],
    userId ? db.selectFrom('zupu_access').select('zupu_id').where('user_id', '=', userId).where('zupu_id', 'in', ids).execute() : [],
    db
      .selectFrom('zupu_pages')
      .select(['zupu_id', (eb) => eb.fn.countAll<string>().as('done')])
      .where('zupu_id', 'in', ids)
      .where('ocr_status', '=', 'done')
      .groupBy('zupu_id')
      .execute(),
  ]);
  const savedIds = new Set(saved.map((s) => s.clan_pedigree_id));
  const ownedIds = new Set(owned.map((o) => o.zupu_id));
  const done = new Map(pages.map((p) => [p.zupu_id, Number(p.done)]));
  const covers = new Map(
    (await db.selectFrom('zupu_pages').select(['zupu_id', 'image_key']).where('zupu_id', 'in', ids).where('page', '=', 1).execute()).map((p) => [p.zupu_id, p.image_key]),
  );
  return rows.map((r) => {
    const cover = covers.get(r.id);
    return {
      id: r.id,
      is_user_saved: savedIds.has(r.id),
      is_owned: ownedIds.has(r.id),
      meta: {
        title: r.title,
        clan_name: r.surname_traditional,
        surname: r.surname,
        surname_traditional: r.surname_traditional,
        hall_name: r.hall_name,
        generation_poem: r.generation_poem,
        ancestral_places: r.ancestral_places,
        volumes: r.volumes,
        year: r.compiled_year,
        page_count: r.page_count,
        pages_with_text: done.get(r.id) ?? 0,
        description: r.description,
        is_sample: r.is_sample,
        cover_url: cover ? thumbnailUrl(links.secret, cover, 0, links.now, 320) : null,
      },
    };
  });
}
