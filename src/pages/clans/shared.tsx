import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { NamedPlace } from '../../protocol/clans';
import type { Fetched } from './useFetch';
import './clans.css';

const HAN = /\p{Script=Han}/u;

/** True when a word holds Chinese characters (then it names a surname, not a spelling). */
export function hasChinese(word: string): boolean {
  return HAN.test(word);
}

export function surnameHref(word: string): string {
  return `/surnames/detail?word=${encodeURIComponent(word)}`;
}

export function ClanPage({ id, title, intro, children }: { id: string; title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="clans" aria-labelledby={`${id}-title`}>
      <header className="clans__header">
        <h1 id={`${id}-title`}>{title}</h1>
        {intro && <div className="clans__intro">{intro}</div>}
      </header>
      {children}
    </article>
  );
}

/** Loading, not-found and error states of a clan page. */
export function FetchState<T>({ load, missing, children }: { load: Fetched<T>; missing?: ReactNode; children: (data: T) => ReactNode }) {
  if (load.state === 'loading') return <p role="status">Loading…</p>;
  if (load.state === 'missing') return <>{missing ?? <p role="alert">Not found.</p>}</>;
  if (load.state === 'error') return <p role="alert">This could not be loaded. Please reload the page or try again later.</p>;
  return <>{children(load.data)}</>;
}

/** A place by its division code, linked to its page; the code alone when the gazetteer has no name for it. */
export function PlaceLink({ place }: { place: NamedPlace }) {
  return (
    <Link href={`/places/${place.code}`} lang={place.name ? 'zh-Hans' : undefined}>
      {place.name ?? place.code}
    </Link>
  );
}

/** The not-found message of a clan or dialect page. */
export function NotFoundMessage({ what }: { what: string }) {
  return (
    <div className="clans__missing" role="alert">
      <h2>{what} not found</h2>
      <p>
        We do not know this {what.toLowerCase()}. Try the <Link href="/search/surnames">surname search</Link>.
      </p>
    </div>
  );
}
