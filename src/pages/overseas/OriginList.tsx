import { Link } from 'wouter';
import type { OriginPlace } from '../../protocol/overseas';

/** Home counties of a community, each linking to its place page. */
export function OriginList({ origins, label }: { origins: OriginPlace[]; label: string }) {
  if (!origins.length) return <span className="overseas__meta">Home counties not recorded by county</span>;
  return (
    <ul className="overseas__tags" aria-label={label}>
      {origins.map((o) => (
        <li key={o.id}>
          <Link href={`/places/${o.id}`} title={o.parents.length ? [...o.parents, o.location].join(' ') : undefined}>
            <span lang="zh">{o.location}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
