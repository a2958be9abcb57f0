/**
 * One overseas community: its names, country, region and period, its history, the home counties its
 * founders came from (linking to their place pages) and the dialects they spoke. Shown on
 * /search/overseas?destination=<id>, and meant for the place page of a destination id.
 */
import { Link } from 'wouter';
import { ApiError } from '../../api/client';
import { overseasApi } from '../../api/overseas';
import { DIALECT_SLUGS } from '../../protocol/clans';
import { useLoad } from '../company/useLoad';
import { dialectLabel, DIALECT_LABELS } from './labels';
import { OriginList } from './OriginList';
import { REGION_NAMES } from './regions';
import './overseas.css';

const hasDialectPage = (slug: string) => (DIALECT_SLUGS as readonly string[]).includes(slug);

export function DestinationDetail({ destinationId }: { destinationId: string }) {
  const load = useLoad(
    () =>
      overseasApi.destination(destinationId).then(
        (d) => ({ found: true as const, d }),
        (err: unknown) => {
          if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { found: false as const };
          throw err;
        },
      ),
    destinationId,
  );
  if (load.state === 'loading') return <p role="status">Loading…</p>;
  if (load.state === 'error') return <p role="alert">This community could not be loaded. Please try again later.</p>;
  if (!load.data.found) return <p role="alert">No overseas community is known by this id.</p>;
  const d = load.data.d;
  return (
    <article className="overseas-detail" aria-labelledby="destination-title" data-destination-id={d.id}>
      <h2 id="destination-title">
        {d.name}{' '}
        {d.names_zh.map((n) => (
          <span key={n.simplified} lang="zh" className="overseas-detail__zh">
            {n.simplified === n.traditional ? n.simplified : `${n.simplified} / ${n.traditional}`}
          </span>
        ))}
      </h2>
      <dl className="overseas-detail__facts">
        <dt>Country</dt>
        <dd>{d.country_name}</dd>
        <dt>Region</dt>
        <dd>{REGION_NAMES[d.region] ?? d.region}</dd>
        <dt>Period</dt>
        <dd>{d.period}</dd>
        <dt>Dialects</dt>
        <dd>
          <ul className="overseas__tags" aria-label="Dialects">
            {d.dialects.map((slug) => (
              <li key={slug}>
                {/* Only dialects with a page of their own are links (Wenzhounese has none yet). */}
                {hasDialectPage(slug) ? (
                  <Link href={`/dialects/${slug}`}>
                    {dialectLabel(slug)} {DIALECT_LABELS[slug] && <span lang="zh">{DIALECT_LABELS[slug].zh}</span>}
                  </Link>
                ) : (
                  <span>
                    {dialectLabel(slug)} {DIALECT_LABELS[slug] && <span lang="zh">{DIALECT_LABELS[slug].zh}</span>}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p>{d.description}</p>
      <h3>Home counties of its founders</h3>
      <OriginList origins={d.origins} label="Home counties" />
      <ul className="overseas-detail__origins">
        {d.origins
          .filter((o) => o.parents.length)
          .map((o) => (
            <li key={o.id} className="overseas__meta">
              <span lang="zh">{[...o.parents, o.location].join(' ')}</span>
            </li>
          ))}
      </ul>
      <p className="overseas__meta">Curated by hand from standard histories of the Chinese diaspora; home counties are listed by prominence, not by measured share.</p>
    </article>
  );
}

/** The detail as a page of its own, for a route carrying the destination id as `id` or `placeId`. */
export default function DestinationPage({ params }: { params: Record<string, string> }) {
  const id = params.placeId ?? params.id ?? '';
  return (
    <div className="overseas">
      <p>
        <Link href="/search/overseas">All overseas communities</Link>
      </p>
      <DestinationDetail destinationId={id} />
    </div>
  );
}
