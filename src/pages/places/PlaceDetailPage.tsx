/**
 * /places/:placeId/:slug?: one place of the gazetteer: where it lies (breadcrumbs up to its
 * province), its name in both scripts and pinyin, its historical names and the spellings families
 * used, whether it is an emigrant (qiaoxiang) county, where it lies on a map when GeoNames has a
 * point for it, the surnames common there, the overseas communities its people founded, and the places under it, ten to a
 * page. A slug that is not the place's own is replaced by it; an unknown id shows the not-found
 * page. An overseas community's id (letters, as old migration-destination paths carry) shows that
 * community.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fetchPlaceOrNull } from '../../api/places';
import type { PageProps } from '../../app/routes';
import type { PlaceDetail } from '../../protocol/places';
import NotFound from '../NotFound';
import DestinationPage from '../overseas/DestinationDetail';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { NotifyRequestForm } from '../clans/NotifyRequestForm';
import { PlaceCommunities } from './PlaceCommunities';
import { PlaceItem, Pager } from './PlaceItem';
import { PlaceSurnames } from './PlaceSurnames';
import { SaveLocationForm } from './SaveLocationForm';
import { ALTERNATIVE_KIND_LABEL, levelLabel, levelPlural, pinyinLabel, placeHref, placeSlug } from './placeLinks';
import './places.css';

const PAGE = 10;

export default function PlaceDetailPage({ params }: PageProps) {
  return /^\d+$/.test(params.placeId ?? '') ? <GazetteerPlacePage params={params} /> : <DestinationPage params={params} />;
}

function GazetteerPlacePage({ params }: PageProps) {
  const placeId = params.placeId ?? '';
  const search = useSearch();
  const offset = Math.max(0, Number(new URLSearchParams(search).get('offset')) || 0);
  const load = useLoad(() => fetchPlaceOrNull(placeId, { limit: PAGE, offset }), `${placeId}|${offset}`);
  const [path, navigate] = useLocation();
  const place = load.state === 'ready' ? load.data : null;

  useEffect(() => {
    // A prerender template keeps its own path: only the public page moves to the place's own slug.
    if (place && !path.startsWith('/prerender/') && params.slug !== placeSlug(place)) navigate(`${placeHref(place)}${search ? `?${search}` : ''}`, { replace: true });
  }, [place, path, params.slug, search, navigate]);

  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="places" aria-labelledby="place-title">
      <LoadState load={load}>{(p) => p && <PlaceView place={p} offset={offset} />}</LoadState>
    </article>
  );
}

/** The body of a place page; `children` (sections about the place from other areas) come after its names, before the places below it. */
export function PlaceView({ place, offset, children: sections }: { place: PlaceDetail; offset: number; children?: ReactNode }) {
  const byKind = (['historical', 'romanised', 'traditional'] as const)
    .map((kind) => ({ kind, names: place.alternatives.filter((a) => a.kind === kind).map((a) => a.name) }))
    .filter((g) => g.names.length);
  const children = place.children;
  return (
    <>
      <nav className="places__crumbs" aria-label="Where it lies">
        <ol>
          <li>
            <Link href="/search/villages">Chinese Villages</Link>
          </li>
          {place.ancestors.map((a) => (
            <li key={a.id}>
              <Link href={`/places/${a.id}`} lang="zh-Hans">
                {a.name}
              </Link>
            </li>
          ))}
          <li aria-current="page" lang="zh-Hans">
            {place.location}
          </li>
        </ol>
      </nav>
      <h1 id="place-title">
        <span lang="zh-Hans">{place.location}</span>
        {place.location_traditional !== place.location && (
          <>
            {' '}
            <span lang="zh-Hant">{place.location_traditional}</span>
          </>
        )}
      </h1>
      <p className="places__facts">
        <span className="places__pinyin">{pinyinLabel(place.pinyin)}</span>
        <span>{levelLabel(place.level_name)}</span>
        {place.parents.length > 0 && <span lang="zh-Hans">{[...place.parents].reverse().join(', ')}</span>}
        <span>Division code {place.id}</span>
        {place.coordinates && (
          <a
            href={`https://www.openstreetmap.org/?mlat=${place.coordinates.lat}&mlon=${place.coordinates.lng}#map=12/${place.coordinates.lat}/${place.coordinates.lng}`}
            rel="noopener noreferrer"
            target="_blank"
            title={`GeoNames point “${place.coordinates.source_name}”`}
          >
            {place.coordinates.lat.toFixed(4)}° N, {place.coordinates.lng.toFixed(4)}° E (map)
          </a>
        )}
      </p>
      {place.is_qiao_xiang && (
        <p className="places__emigrant">
          <strong>Emigrant county (qiaoxiang 侨乡).</strong> {place.english ? `${place.english} is` : 'This is'} one of the counties many overseas Chinese
          families trace their roots to.
        </p>
      )}
      {byKind.length > 0 && (
        <section aria-labelledby="names-title">
          <h2 id="names-title">Other names</h2>
          <div className="places__names">
            {byKind.map((g) => (
              <dl key={g.kind}>
                <dt>{ALTERNATIVE_KIND_LABEL[g.kind]}</dt>
                <dd>{g.names.join(', ')}</dd>
              </dl>
            ))}
          </div>
        </section>
      )}
      {sections}
      <SaveLocationForm key={place.id} place={place} />
      <PlaceSurnames place={place} />
      <PlaceCommunities place={place} />
      <NotifyRequestForm id="place-notify" subject={[place.location, ...[...place.parents].reverse()].join(', ')} />
      {children.meta.total_count > 0 && (
        <section aria-labelledby="children-title">
          <h2 id="children-title">
            {levelPlural(place.level + 1)} ({children.meta.total_count.toLocaleString('en')})
          </h2>
          <ul className="places__list">
            {children.objects.map((c) => (
              <PlaceItem key={c.id} place={c} />
            ))}
          </ul>
          <Pager
            total={children.meta.total_count}
            limit={PAGE}
            offset={offset}
            label="Pages of places below"
            hrefFor={(o) => `${placeHref(place)}${o ? `?offset=${o}` : ''}`}
          />
        </section>
      )}
    </>
  );
}
