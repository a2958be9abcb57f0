/**
 * /search/villages: find an ancestral place by any script, pinyin, an old name or a family spelling
 * (Toisan, 新宁), or browse from the provinces down to the villages, ten to a page. The emigrant
 * (qiaoxiang) counties most families come from are offered first.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fetchCommonPlaces, fetchPlaceOrNull, searchPlaces } from '../../api/places';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { PlaceItem, Pager } from './PlaceItem';
import { childCountLabel, pinyinLabel, placeHref } from './placeLinks';
import './places.css';

const PAGE = 10;
const BASE = '/search/villages';

function hrefWith(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '' && v !== 0) params.set(k, String(v));
  const qs = params.toString();
  return `${BASE}${qs ? `?${qs}` : ''}`;
}

export default function VillageSearchPage() {
  const params = new URLSearchParams(useSearch());
  const q = params.get('q')?.trim() ?? '';
  const root = params.get('root') ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [, navigate] = useLocation();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(hrefWith({ q: text.trim() }));
  };

  return (
    <article className="places" aria-labelledby="villages-title">
      <h1 id="villages-title">Chinese Villages</h1>
      <p className="places__intro">
        Find the county, town or village your family came from: type its name in Chinese characters, in pinyin, or as your family wrote it
        (Toisan, Sunwui, Heungshan), or browse from the provinces down to the villages.
      </p>
      <form className="places__search" role="search" onSubmit={submit}>
        <label>
          Place name
          <input name="q" value={text} onChange={(e) => setText(e.target.value)} placeholder="台山, Taishan, Toisan, 新宁…" maxLength={64} autoComplete="off" />
        </label>
        <button type="submit">Search</button>
      </form>
      {q ? <SearchResults q={q} offset={offset} /> : <Browse root={root} offset={offset} />}
    </article>
  );
}

function SearchResults({ q, offset }: { q: string; offset: number }) {
  const load = useLoad(() => searchPlaces({ q, limit: PAGE, offset }), `${q}|${offset}`);
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">Places matching “{q}”</h2>
      <LoadState load={load}>
        {(list) =>
          list.objects.length === 0 ? (
            <p>No place matches “{q}”. Try the county’s name, its pinyin, or the spelling on an old letter or passenger list.</p>
          ) : (
            <>
              <p className="places__meta">{list.meta.total_count.toLocaleString('en')} places</p>
              <ul className="places__list">
                {list.objects.map((p) => (
                  <PlaceItem key={p.id} place={p} />
                ))}
              </ul>
              <Pager total={list.meta.total_count} limit={PAGE} offset={offset} label="Result pages" hrefFor={(o) => hrefWith({ q, offset: o })} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}

function EmigrantCounties() {
  const load = useLoad(fetchCommonPlaces, 'common');
  if (load.state !== 'ready' || load.data.objects.length === 0) return null;
  return (
    <section className="places__emigrant" aria-labelledby="emigrant-title">
      <h2 id="emigrant-title">Emigrant counties</h2>
      <p>The qiaoxiang (侨乡) counties most overseas Chinese families trace their roots to.</p>
      <ul className="places__chips">
        {load.data.objects.map((p) => (
          <li key={p.id}>
            <Link href={placeHref(p)}>
              <span lang="zh-Hans">{p.location}</span>&nbsp;{p.english}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Browse({ root, offset }: { root: string; offset: number }) {
  return (
    <>
      {!root && offset === 0 && <EmigrantCounties />}
      <section aria-labelledby="browse-title">
        <h2 id="browse-title">Browse by province</h2>
        {root ? <BrowseUnder root={root} offset={offset} /> : <Provinces offset={offset} />}
      </section>
    </>
  );
}

function Provinces({ offset }: { offset: number }) {
  const load = useLoad(() => searchPlaces({ level: 1, limit: PAGE, offset }), `provinces|${offset}`);
  return (
    <LoadState load={load}>
      {(list) =>
        list.objects.length === 0 ? (
          <p role="status">The gazetteer is still being prepared. Please try again in a minute.</p>
        ) : (
          <>
            <p className="places__meta">{childCountLabel(list.meta.total_count, 1)}</p>
            <ul className="places__list">
              {list.objects.map((p) => (
                <PlaceItem key={p.id} place={p} browseHref={hrefWith({ root: p.id })} />
              ))}
            </ul>
            <Pager total={list.meta.total_count} limit={PAGE} offset={offset} label="Province pages" hrefFor={(o) => hrefWith({ offset: o })} />
          </>
        )
      }
    </LoadState>
  );
}

function BrowseUnder({ root, offset }: { root: string; offset: number }) {
  const load = useLoad(() => fetchPlaceOrNull(root, { limit: PAGE, offset }), `${root}|${offset}`);
  return (
    <LoadState load={load}>
      {(place) =>
        !place ? (
          <p>
            This place is not in the gazetteer. <Link href={BASE}>Start from the provinces</Link>.
          </p>
        ) : (
          <>
            <nav className="places__crumbs" aria-label="Browse path">
              <ol>
                <li>
                  <Link href={BASE}>All provinces</Link>
                </li>
                {place.ancestors.map((a) => (
                  <li key={a.id}>
                    <Link href={hrefWith({ root: a.id })} lang="zh-Hans">
                      {a.name}
                    </Link>
                  </li>
                ))}
                <li aria-current="location" lang="zh-Hans">
                  {place.location}
                </li>
              </ol>
            </nav>
            <p>
              <Link href={placeHref(place)}>
                <span lang="zh-Hans">{place.location}</span> ({pinyinLabel(place.pinyin)})
              </Link>
              : {childCountLabel(place.children.meta.total_count, place.level + 1)}
            </p>
            <ul className="places__list">
              {place.children.objects.map((p) => (
                <PlaceItem key={p.id} place={p} browseHref={hrefWith({ root: p.id })} />
              ))}
            </ul>
            <Pager total={place.children.meta.total_count} limit={PAGE} offset={offset} label="Browse pages" hrefFor={(o) => hrefWith({ root, offset: o })} />
          </>
        )
      }
    </LoadState>
  );
}
