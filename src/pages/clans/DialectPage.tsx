import { Link } from 'wouter';
import { fetchDialect } from '../../api/clans';
import type { PageProps } from '../../app/routes';
import { DialectCommunities } from './DialectCommunities';
import { ClanPage, FetchState, NotFoundMessage, PlaceLink, surnameHref } from './shared';
import { useFetch } from './useFetch';

/** /dialects/:slug: a dialect, where it is spoken, the overseas communities that spoke it and its spellings of the common surnames. */
export default function DialectPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const load = useFetch(() => fetchDialect(slug), slug);
  return (
    <FetchState
      load={load}
      missing={
        <ClanPage id="dialect" title="Dialect">
          <NotFoundMessage what="Dialect" />
        </ClanPage>
      }
    >
      {(d) => (
        <ClanPage
          id="dialect"
          title={
            <>
              {d.name_en} <span lang="zh-Hans">{d.name_zh}</span>
            </>
          }
          intro={<p>{d.description}</p>}
        >
          <p className="clans__meta" lang="zh-Hant">
            {d.name_zh_traditional}
          </p>
          <section aria-labelledby="dialect-places">
            <h2 id="dialect-places">Where it is spoken</h2>
            <ul className="clans__places" aria-label="Counties">
              {d.counties.map((p) => (
                <li key={p.code}>
                  <PlaceLink place={p} />
                </li>
              ))}
            </ul>
            <p className="clans__meta">A representative choice of counties, not a full dialect map.</p>
          </section>
          <DialectCommunities slug={d.slug} name={d.name_en} />
          <section aria-labelledby="dialect-surnames">
            <h2 id="dialect-surnames">Spellings of common surnames</h2>
            <table className="clans__table">
              <thead>
                <tr>
                  <th scope="col">Surname</th>
                  <th scope="col">{d.name_en}</th>
                  <th scope="col">Pinyin</th>
                </tr>
              </thead>
              <tbody>
                {d.surnames.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">
                      <Link href={surnameHref(s.surname)} lang="zh-Hans">
                        {s.surname}
                        {s.traditional !== s.surname ? ` ${s.traditional}` : ''}
                      </Link>
                    </th>
                    <td>{s.spellings.join(', ')}</td>
                    <td>{s.pinyin}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </ClanPage>
      )}
    </FetchState>
  );
}
