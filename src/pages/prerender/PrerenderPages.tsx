/**
 * Prerender templates (spec 2.4): /prerender/clan/:id, /prerender/clan-variant/:id, /prerender/village/:id,
 * /prerender/migration-destination/:id, /prerender/source/:id, /prerender/zupu/:id and /prerender/cemetery/:id render the same content as the
 * public page of that clan, spelling, village, overseas community, record source, zupu or cemetery, without the page's redirects, and point search engines at
 * the public page with a canonical link. A prerender service renders them to the static HTML that
 * crawlers get (the app itself is not mounted for crawlers).
 */
import { useEffect, type ReactNode } from 'react';
import type { PageProps } from '../../app/routes';
import { SurnameDetail } from '../clans/SurnameDetailPage';
import PlaceDetailPage from '../places/PlaceDetailPage';
import CemeteryDetailPage from '../cemeteries/CemeteryDetailPage';
import SourceDetailPage from '../records/SourceDetailPage';
import ZupuDetailPage from '../zupus/ZupuDetailPage';

/** Adds `<link rel="canonical">` for the public page while the template is shown. */
function Canonical({ href, children }: { href: string; children: ReactNode }) {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = new URL(href, window.location.origin).href;
    document.head.append(link);
    return () => link.remove();
  }, [href]);
  return <>{children}</>;
}

const idOf = (params: Record<string, string>) => params.id ?? '';

export function PrerenderClan({ params }: PageProps) {
  const word = idOf(params);
  return (
    <Canonical href={`/surnames/detail?word=${encodeURIComponent(word)}`}>
      <SurnameDetail word={word} />
    </Canonical>
  );
}

/** A spelling (Wong, Huynh, Ng …) and the clans it may stand for. */
export const PrerenderClanVariant = PrerenderClan;

/** A village (any gazetteer place) or an overseas community, by the id its public page takes. */
export function PrerenderPlace({ params }: PageProps) {
  const id = idOf(params);
  return (
    <Canonical href={`/places/${encodeURIComponent(id)}`}>
      <PlaceDetailPage params={{ placeId: id }} />
    </Canonical>
  );
}

/** A source of a record collection with its first records. */
export function PrerenderSource({ params }: PageProps) {
  const id = idOf(params);
  return (
    <Canonical href={`/source/${encodeURIComponent(id)}`}>
      <SourceDetailPage params={{ sourceId: id }} />
    </Canonical>
  );
}

/** A cemetery of the record collections with its first burials. */
export function PrerenderCemetery({ params }: PageProps) {
  const id = idOf(params);
  return (
    <Canonical href={`/cemeteries/${encodeURIComponent(id)}`}>
      <CemeteryDetailPage params={{ id }} />
    </Canonical>
  );
}

/** A zupu (clan pedigree) with its meta and contents. */
export function PrerenderZupu({ params }: PageProps) {
  const id = idOf(params);
  return (
    <Canonical href={`/zupus/${encodeURIComponent(id)}`}>
      <ZupuDetailPage params={{ zupuId: id }} />
    </Canonical>
  );
}
