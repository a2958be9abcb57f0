/**
 * /my-zupus (login needed): the zupus the member saved to a tree or owns, ten to a page, filtered by
 * tree and by clan name (the filters live in the URL). A saved zupu can be removed: its saves (to the
 * tree the filter names, or to every tree) are deleted; a bought one stays.
 */
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { Link, useLocation, useSearch } from 'wouter';
import { treesApi } from '../../api/trees';
import { zupusApi } from '../../api/zupus';
import { ZUPU_PAGE_SIZE, type ClanPedigree } from '../../protocol/zupus';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { Pager } from '../places/PlaceItem';
import { SampleLabel, viewerHref, zupuHref } from './ZupuMeta';
import './zupus.css';

const BASE = '/my-zupus';

function hrefOf(filters: { tree: string; clan: string; offset?: number }) {
  const q = new URLSearchParams();
  if (filters.tree) q.set('family_tree_id', filters.tree);
  if (filters.clan) q.set('clan_name', filters.clan);
  if (filters.offset) q.set('offset', String(filters.offset));
  return `${BASE}${q.size ? `?${q.toString()}` : ''}`;
}

export default function MyZupusPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const tree = params.get('family_tree_id') ?? '';
  const clan = params.get('clan_name') ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [clanDraft, setClanDraft] = useState(clan);
  const trees = useLoad(() => treesApi.list(['name']), 'trees');
  const [removed, setRemoved] = useState(0);
  const list = useLoad(() => zupusApi.myPedigrees({ family_tree_id: tree || undefined, clan_name: clan || undefined, offset }), `${tree}|${clan}|${offset}|${removed}`);
  const treeList = trees.state === 'ready' ? trees.data.objects : [];

  return (
    <article className="zupus" aria-labelledby="my-zupus-title">
      <h1 id="my-zupus-title">My Zupus</h1>
      <p className="zupus__description">The family tree books you saved to your trees or bought. Find more in <Link href="/search/zupus">the zupu search</Link>.</p>
      <form
        className="zupus__filters"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(hrefOf({ tree, clan: clanDraft.trim() }));
        }}
      >
        <label>
          Tree
          <select value={tree} onChange={(e) => navigate(hrefOf({ tree: e.target.value, clan }))}>
            <option value="">All my zupus</option>
            {treeList.map((t) => (
              <option key={t.object_id} value={t.object_id}>
                {t.name || 'Untitled tree'}
              </option>
            ))}
          </select>
        </label>
        <label>
          Clan name
          <input value={clanDraft} onChange={(e) => setClanDraft(e.target.value)} placeholder="黄 or 黃" />
        </label>
        <button type="submit">Filter</button>
      </form>
      <LoadState load={list}>
        {(page) =>
          page.objects.length === 0 ? (
            <p>{tree || clan ? 'No saved zupu matches these filters.' : 'You have not saved a zupu yet. Open one and choose “Save to my tree”.'}</p>
          ) : (
            <>
              <ul className="zupus__list">
                {page.objects.map((z) => (
                  <li key={z.id} className="zupus__item">
                    {z.meta.cover_url && <img src={z.meta.cover_url} alt="" width={64} />}
                    <div>
                      <h3>
                        <Link href={zupuHref(z.id)}>{z.meta.title}</Link> <SampleLabel zupu={z} />
                      </h3>
                      <p>
                        {z.meta.clan_name}氏 · {z.meta.ancestral_places.map((p) => p.name).join(', ')} · {z.meta.page_count} pages
                        {z.is_user_saved && ' · Saved'}
                        {z.is_owned && ' · Owned'}
                      </p>
                      <Link href={viewerHref(z.id, 1)}>Open the book</Link>
                      {z.is_user_saved && <RemoveSaved zupu={z} treeId={tree} onRemoved={() => setRemoved((n) => n + 1)} />}
                    </div>
                  </li>
                ))}
              </ul>
              <Pager total={page.meta.total_count} limit={ZUPU_PAGE_SIZE} offset={offset} hrefFor={(o) => hrefOf({ tree, clan, offset: o })} label="Pages of my zupus" />
            </>
          )
        }
      </LoadState>
    </article>
  );
}

/** Deletes the member's saves of the zupu (to the filtered tree only, when one is chosen). */
function RemoveSaved({ zupu, treeId, onRemoved }: { zupu: ClanPedigree; treeId: string; onRemoved: () => void }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const remove = async () => {
    setState({ busy: true, error: null });
    try {
      const saves = await zupusApi.saved({ clan_pedigree_id: zupu.id, family_tree_id: treeId || undefined, limit: 100 });
      for (const s of saves.objects) await zupusApi.unsave(s.id);
      onRemoved();
    } catch (err) {
      setState({ busy: false, error: err instanceof ApiError ? err.message : 'The zupu could not be removed.' });
    }
  };
  return (
    <p className="zupus__remove">
      <button type="button" disabled={state.busy} onClick={() => void remove()} aria-label={`Remove ${zupu.meta.title} from My Zupus`}>
        {state.busy ? 'Removing…' : 'Remove from My Zupus'}
      </button>
      {state.error && <span role="alert">{state.error}</span>}
    </p>
  );
}
