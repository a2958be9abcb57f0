/** The overseas communities whose founders spoke a dialect, linking to each; nothing when none is recorded. */
import { Link } from 'wouter';
import { overseasApi } from '../../api/overseas';
import { OVERSEAS_DIALECT_SLUGS } from '../../protocol/overseas';
import { useLoad } from '../company/useLoad';

const known = (slug: string): slug is (typeof OVERSEAS_DIALECT_SLUGS)[number] => (OVERSEAS_DIALECT_SLUGS as readonly string[]).includes(slug);

export function DialectCommunities({ slug, name }: { slug: string; name: string }) {
  const load = useLoad(() => (known(slug) ? overseasApi.ofDialect(slug) : Promise.resolve(null)), slug);
  if (load.state !== 'ready' || !load.data?.objects.length) return null;
  const { objects, meta } = load.data;
  return (
    <section aria-labelledby="dialect-communities">
      <h2 id="dialect-communities">Overseas communities that spoke {name}</h2>
      <ul className="clans__places" aria-label="Overseas communities">
        {objects.map((d) => (
          <li key={d.id}>
            <Link href={`/places/${d.id}`}>{d.name}</Link> <span className="clans__meta">{d.country_name}</span>
          </li>
        ))}
      </ul>
      {meta.total_count > objects.length && (
        <p>
          <Link href={`/search/overseas?dialect=${slug}`}>All {meta.total_count} communities</Link>
        </p>
      )}
    </section>
  );
}
