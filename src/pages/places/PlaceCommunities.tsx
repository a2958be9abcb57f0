/**
 * The overseas communities people of a place founded: those whose home counties lie in it, or, for
 * a town or village, in its county. Nothing is shown when there are none.
 */
import { Link } from 'wouter';
import { overseasApi } from '../../api/overseas';
import type { PlaceDetail } from '../../protocol/places';
import { useLoad } from '../company/useLoad';

/** The code the communities' home counties are matched under: the place itself, or the county of a town or village. */
export function originCode(place: Pick<PlaceDetail, 'id' | 'level'>): string {
  return place.level > 3 ? place.id.slice(0, 6) : place.id;
}

export function PlaceCommunities({ place }: { place: PlaceDetail }) {
  const origin = originCode(place);
  const load = useLoad(() => overseasApi.fromPlace(origin), origin);
  if (load.state !== 'ready' || !load.data.objects.length) return null;
  const { objects, meta } = load.data;
  const whose = place.level > 3 ? `people of its county (${place.ancestors.find((a) => a.id === origin)?.name ?? origin})` : 'its people';
  return (
    <section aria-labelledby="communities-title">
      <h2 id="communities-title">Overseas communities {whose} founded</h2>
      <ul className="places__communities" aria-label="Overseas communities">
        {objects.map((d) => (
          <li key={d.id}>
            <Link href={`/places/${d.id}`}>{d.name}</Link>
            {d.names_zh[0] && (
              <span lang="zh-Hans" className="places__meta">
                {' '}
                {d.names_zh[0].simplified}
              </span>
            )}
            <span className="places__meta">
              {' '}
              · {d.country_name} · {d.period}
            </span>
          </li>
        ))}
      </ul>
      {meta.total_count > objects.length && (
        <p>
          <Link href={`/search/overseas?origin=${origin}`}>All {meta.total_count} communities</Link>
        </p>
      )}
    </section>
  );
}
