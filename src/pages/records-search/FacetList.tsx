/**
 * The facets beside a list of results (records or sources): one group a facet, each value a link that
 * narrows the search, the chosen one a link that widens it again.
 */
import { Link } from 'wouter';

export interface FacetValue {
  object_id: string;
  name: string;
  count: number;
}

export interface FacetGroup<K extends string> {
  key: K;
  param: string;
  title: string;
}

export function FacetList<K extends string>({
  label,
  groups,
  facets,
  params,
  hrefWith,
}: {
  label: string;
  groups: readonly FacetGroup<K>[];
  facets: Record<K, readonly FacetValue[]>;
  params: URLSearchParams;
  hrefWith: (key: string, value: string | null) => string;
}) {
  return (
    <aside className="records-search__facets" aria-label={label}>
      {groups.map(({ key, param, title }) => {
        const values = facets[key];
        if (!values.length) return null;
        const chosen = params.get(param);
        return (
          <section key={key} aria-label={title}>
            <h3>{title}</h3>
            <ul>
              {values.map((f) => (
                <li key={f.object_id}>
                  {chosen === f.object_id ? (
                    <Link href={hrefWith(param, null)} aria-current="true" className="records-search__facet--on">
                      {f.name} ({f.count.toLocaleString('en')}) ✕
                    </Link>
                  ) : (
                    <Link href={hrefWith(param, f.object_id)}>
                      {f.name} ({f.count.toLocaleString('en')})
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </aside>
  );
}
