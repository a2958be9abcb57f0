/**
 * The library list of a tree of 10,000 assets (2,000 persons, 40 places; most assets tagged with one
 * to three persons, some untagged) through the real app (createApp, auth, routes, presenting the page
 * with signed URLs and the counts sent with every list) on PGlite: each filter and each order, for a
 * member and for a visitor of the public tree (who does not see living persons' assets). Beside it,
 * in the same run, one asset read by its primary key through the same app. Target: p95 under 50 ms.
 */
import { sql } from 'kysely';
import { libraryOrders } from '../../src/protocol/library';
import { issueKey } from '../../src/server/auth/keys';
import { mulberry32 } from '../../src/server/lib/random';
import { assetSearchText, eventSort } from '../../src/server/modules/library/searchText';
import { insertTreeGraph } from '../../src/server/tree/load';
import { benchApp } from '../lib/benchApp';
import { generateTree } from '../../src/server/tree/generateTree';
import type { BenchTable } from '../lib/table';

const ASSETS = Number(process.env.LIBRARY_BENCH_ASSETS ?? 10_000);
const PERSONS = 2_000;
const REQUESTS = Number(process.env.LIBRARY_BENCH_REQUESTS ?? 40);
const TARGET_MS = 50;
const PLACES = Array.from({ length: 40 }, (_, i) => ({ place_id: `cn-44-${String(700 + i)}`, name: ['Taishan', 'Kaiping', 'Xinhui', 'Enping', 'Zhongshan', 'Panyu', 'Shunde', 'Nanhai'][i % 8] + (i >= 8 ? ` ${i}` : '') }));
const WORDS = ['wedding', 'village', 'ancestral hall', 'passport', 'letter', 'school', 'harvest', 'new year', 'temple', 'market'];
const KINDS = ['image', 'image', 'image', 'image', 'video', 'audio', 'genealogy'] as const;
const EXT = { image: 'jpg', video: 'mp4', audio: 'mp3', genealogy: 'ged' } as const;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function listTable(): Promise<BenchTable> {
  const { app, database, now } = await benchApp({ writeLimits: false });
  const db = database.db;
  try {
    const owner = await db.insertInto('users').values({ email: 'library-bench@example.com', password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
    const key = await issueKey(db, owner.id, now);
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Library bench', is_public: true }).returning('id').executeTakeFirstOrThrow();
    const graph = generateTree({ persons: PERSONS, seed: 7 });
    const ids = [...(await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, graph, now))).values()];

    const random = mulberry32(11);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const assets: Record<string, unknown>[] = [];
    const tags: { asset_id: string; person_id: string }[] = [];
    for (let i = 0; i < ASSETS; i++) {
      const id = crypto.randomUUID();
      const kind = pick(KINDS);
      const place = random() < 0.7 ? pick(PLACES) : null;
      const filename = `${pick(WORDS)} ${i}.${EXT[kind]}`;
      const description = random() < 0.5 ? `${pick(WORDS)} with the family` : '';
      const date = random() < 0.6 ? { day: null, month: 1 + Math.floor(random() * 12), year: 1900 + Math.floor(random() * 120), approximation_years: null, approximation_type: null, text_value: null, cn_date: null } : null;
      const at = new Date(now.getTime() - Math.floor(random() * 3e10)).toISOString();
      assets.push({
        id, tree_id: tree.id, storage_key: `library/${tree.id}/${id}/original`, filename, content_type: 'application/octet-stream', kind, size: 1000 + i,
        width: kind === 'image' ? 800 : null, height: kind === 'image' ? 600 : null, event_date: date, event_sort: eventSort(date),
        location_place_id: place?.place_id ?? null, location_name: place?.name ?? null, description, search_text: assetSearchText({ filename, description, location_name: place?.name ?? null }), created_at: at, updated_at: at,
      });
      if (random() < 0.8) for (const person of new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(ids)))) tags.push({ asset_id: id, person_id: person });
    }
    for (let i = 0; i < assets.length; i += 2000) {
      await sql`INSERT INTO library_assets (id, tree_id, storage_key, filename, content_type, kind, size, width, height, event_date, event_sort, location_place_id, location_name, description, search_text, created_at, updated_at)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(assets.slice(i, i + 2000))}::jsonb) AS r(id uuid, tree_id uuid, storage_key text, filename text, content_type text, kind text, size integer,
          width integer, height integer, event_date jsonb, event_sort integer, location_place_id text, location_name text, description text, search_text text, created_at timestamptz, updated_at timestamptz)`.execute(db);
    }
    for (let i = 0; i < tags.length; i += 5000) {
      await sql`INSERT INTO library_asset_persons SELECT * FROM jsonb_to_recordset(${JSON.stringify(tags.slice(i, i + 5000))}::jsonb) AS r(asset_id uuid, person_id uuid)`.execute(db);
    }
    await sql`ANALYZE`.execute(db);

    const base = `/api/v1/familytree/${tree.id}/library/`;
    const request = (path: string, token?: string) => Promise.resolve(app.request(path, { headers: token ? { authorization: `Token ${token}` } : {} }));
    const time = async (label: string, paths: string[], token?: string) => {
      for (const p of paths.slice(0, 3)) await (await request(p, token)).arrayBuffer();
      const ms: number[] = [];
      let total = 0;
      for (const p of paths) {
        const started = performance.now();
        const res = await request(p, token);
        const body = (await res.json()) as { meta?: { total_count: number } };
        ms.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
        total += body.meta?.total_count ?? 1;
      }
      ms.sort((a, b) => a - b);
      return { label, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), matches: Math.round(total / paths.length) };
    };
    const many = (make: (i: number) => string) => Array.from({ length: REQUESTS }, (_, i) => make(i));
    const offset = (i: number) => (i % 5) * 40;

    const pk = await time('one asset by primary key: GET asset/{id}/ (baseline)', many((i) => `/api/v1/asset/${assets[(i * 97) % assets.length].id}/`), key);
    const rows = [
      ...(await libraryOrders.reduce(async (acc, order) => [...(await acc), await time(`order_by=${order}`, many((i) => `${base}?order_by=${order}&offset=${offset(i)}`), key)], Promise.resolve([] as Awaited<ReturnType<typeof time>>[]))),
      await time('kind=video', many((i) => `${base}?kind=video&offset=${offset(i)}`), key),
      await time('persons=<one person>', many((i) => `${base}?persons=${ids[(i * 31) % ids.length]}`), key),
      await time('persons=<three persons>', many((i) => `${base}?persons=${[0, 1, 2].map((k) => ids[(i * 31 + k * 7) % ids.length]).join(',')}`), key),
      await time('persons__isnull=true (untagged)', many((i) => `${base}?persons__isnull=true&offset=${offset(i)}`), key),
      await time('location__in=<place id>', many((i) => `${base}?location__in=${PLACES[i % PLACES.length].place_id}`), key),
      await time('location__in=<place name>', many((i) => `${base}?location__in=${encodeURIComponent(PLACES[i % PLACES.length].name)}`), key),
      await time('location__isnull=true', many((i) => `${base}?location__isnull=true&offset=${offset(i)}`), key),
      await time('search=<word>', many((i) => `${base}?search=${encodeURIComponent(WORDS[i % WORDS.length])}`), key),
      await time('search=<person name>', many((i) => `${base}?search=${encodeURIComponent(graph.persons[(i * 13) % graph.persons.length].surnames[0]?.value ?? 'wong')}`), key),
      await time('search-options/?q=<letters>', many((i) => `${base}search-options/?q=${['ta', 'ka', 'w', 'li', 'xi'][i % 5]}`), key),
      await time('visitor of the public tree, -updated_at', many((i) => `${base}?offset=${offset(i)}`)),
      await time('visitor, persons__isnull=false', many((i) => `${base}?persons__isnull=false&offset=${offset(i)}`)),
    ];
    return {
      title: `Library list of ${ASSETS.toLocaleString('en')} assets (${PERSONS.toLocaleString('en')} persons, ${PLACES.length} places), ${REQUESTS} requests each, through the app on PGlite`,
      columns: ['call', 'p50 ms', 'p95 ms', `p95 under ${TARGET_MS} ms`, 'matches', 'p95 vs baseline'],
      rows: [pk, ...rows].map((r) => [r.label, r.p50.toFixed(1), r.p95.toFixed(1), r.p95 < TARGET_MS ? 'yes' : 'NO', r.matches, (r.p95 / pk.p95).toFixed(1)]),
      notes: ['Each list answers a page of 40 with signed URLs, the tagged persons, and the library counts.', 'A visitor\'s list also decides which tagged persons are living (their relatives read from the database).'],
    };
  } finally {
    await database.close();
  }
}
