import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { browseSurnames, searchClans } from '../../api/clans';
import type { Clan } from '../../protocol/clans';
import { ClanPage, FetchState, surnameHref } from './shared';
import { useFetch } from './useFetch';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const SEARCH_PAGE = 15;
const BROWSE_PAGE = 100;

function pageHref(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  const qs = next.toString();
  return `/search/surnames${qs ? `?${qs}` : ''}`;
}

function ClanCard({ clan }: { clan: Clan }) {
  // The spellings families use; reading-based ones are shown on the clan's page, marked.
  const others = [...new Set(clan.spellings.filter((s) => s.kind !== 'reading').map((s) => s.spelling))].filter((s) => s !== clan.spelling).slice(0, 6);
  return (
    <li className="clans__card">
      <Link href={surnameHref(clan.surname)}>
        <span className="clans__han" lang="zh-Hans">
          {clan.surname}
        </span>
        {clan.traditional !== clan.surname && (
          <span className="clans__han" lang="zh-Hant">
            {' '}
            {clan.traditional}
          </span>
        )}{' '}
        {clan.spelling} · {clan.pinyin}
      </Link>
      {others.length > 0 && <p className="clans__meta">Also {others.join(', ')}</p>}
    </li>
  );
}

/** /search/surnames: a search in any script or spelling, and an A–Z browse of spellings. */
export default function SurnameSearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const q = params.get('q')?.trim() ?? '';
  const start = (params.get('start') ?? '').toUpperCase();
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [text, setText] = useState(q);

  const results = useFetch(() => (q ? searchClans(q, offset) : Promise.resolve(null)), `q:${q}:${offset}`);
  const letter = LETTERS.includes(start) ? start : '';
  const browse = useFetch(() => (letter ? browseSurnames(letter, offset) : Promise.resolve(null)), `b:${letter}:${offset}`);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const word = text.trim();
    navigate(word ? `/search/surnames?q=${encodeURIComponent(word)}` : '/search/surnames');
  };

  return (
    <ClanPage
      id="surname-search"
      title="Chinese surnames"
      intro={<p>Type a surname the way your family writes it: in Chinese characters (黄 or 黃), in pinyin (Huang) or in a dialect spelling (Wong, Ng, Ooi).</p>}
    >
      <form className="clans__search" role="search" onSubmit={submit}>
        <label htmlFor="surname-q" className="visually-hidden">
          Surname
        </label>
        <input id="surname-q" name="q" value={text} onChange={(e) => setText(e.target.value)} placeholder="Wong, Huang, 黄 …" autoComplete="off" />
        <button type="submit">Search</button>
      </form>

      {q && (
        <section aria-labelledby="surname-results">
          <h2 id="surname-results">Clans for “{q}”</h2>
          <FetchState load={results}>
            {(list) =>
              !list || list.objects.length === 0 ? (
                <p>No surname matches “{q}”. Try another spelling, or the characters.</p>
              ) : (
                <>
                  <ul className="clans__list" aria-label="Matching clans">
                    {list.objects.map((c) => (
                      <ClanCard key={c.id} clan={c} />
                    ))}
                  </ul>
                  <nav className="clans__pager" aria-label="Result pages">
                    {offset > 0 && <Link href={pageHref(params, { offset: String(Math.max(0, offset - SEARCH_PAGE)) })}>Previous</Link>}
                    <span className="clans__meta">
                      {offset + 1}–{offset + list.objects.length} of {list.meta.total_count}, most common first
                    </span>
                    {offset + SEARCH_PAGE < list.meta.total_count && <Link href={pageHref(params, { offset: String(offset + SEARCH_PAGE) })}>More</Link>}
                  </nav>
                </>
              )
            }
          </FetchState>
        </section>
      )}

      <section aria-labelledby="surname-browse">
        <h2 id="surname-browse">Browse surnames A–Z</h2>
        <ul className="clans__letters">
          {LETTERS.map((l) => (
            <li key={l}>
              <Link href={`/search/surnames?start=${l}`} aria-current={letter === l ? 'page' : undefined}>
                {l}
              </Link>
            </li>
          ))}
        </ul>
        {letter && (
          <FetchState load={browse}>
            {(page) =>
              !page || page.objects.length === 0 ? (
                <p>No surnames begin with {letter}.</p>
              ) : (
                <>
                  <ul className="clans__browse" aria-label={`Surnames beginning with ${letter}`}>
                    {page.objects.map((s) => (
                      <li key={s.spelling}>
                        <Link href={surnameHref(s.spelling)}>{s.spelling}</Link>{' '}
                        <span className="clans__meta" lang="zh-Hans">
                          {s.clans.map((c) => c.surname).join(' ')}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <nav className="clans__pager" aria-label="Browse pages">
                    {offset > 0 && <Link href={pageHref(params, { offset: String(Math.max(0, offset - BROWSE_PAGE)) })}>Previous</Link>}
                    <span className="clans__meta">
                      {offset + 1}–{offset + page.objects.length} of {page.meta.total_count}
                    </span>
                    {offset + BROWSE_PAGE < page.meta.total_count && <Link href={pageHref(params, { offset: String(offset + BROWSE_PAGE) })}>Next</Link>}
                  </nav>
                </>
              )
            }
          </FetchState>
        )}
      </section>
    </ClanPage>
  );
}
