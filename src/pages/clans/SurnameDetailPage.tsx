import { Link, useSearch } from 'wouter';
import { fetchClan, fetchSpelling } from '../../api/clans';
import type { ClanDetails, SpellingVariant } from '../../protocol/clans';
import { NotifyRequestForm } from './NotifyRequestForm';
import { SurnameInDictionary } from './SurnameInDictionary';
import { ClanPage, FetchState, hasChinese, NotFoundMessage, PlaceLink, surnameHref } from './shared';
import { useFetch } from './useFetch';

function ChineseSurname({ clan }: { clan: ClanDetails }) {
  return (
    <>
      <dl className="clans__facts">
        <dt>Simplified</dt>
        <dd lang="zh-Hans">{clan.surname}</dd>
        <dt>Traditional</dt>
        <dd lang="zh-Hant">{clan.traditional}</dd>
        <dt>Pinyin</dt>
        <dd>{clan.pinyin}</dd>
        <dt>Cantonese (Jyutping)</dt>
        <dd>
          {clan.jyutping}
          {clan.derived_cantonese && clan.derived_cantonese !== clan.spelling && (
            <span className="clans__meta"> (by the Hong Kong rules {clan.derived_cantonese}; customary {clan.spelling})</span>
          )}
        </dd>
      </dl>
      <SurnameInDictionary surname={clan.surname} traditional={clan.traditional} />
      <section aria-labelledby="clan-spellings">
        <h2 id="clan-spellings">Spellings by dialect</h2>
        <table className="clans__table">
          <thead>
            <tr>
              <th scope="col">Dialect</th>
              <th scope="col">Spellings</th>
              <th scope="col">中文</th>
            </tr>
          </thead>
          <tbody>
            {clan.dialects.map((d) => (
              <tr key={d.slug} data-dialect={d.slug}>
                <th scope="row">
                  <Link href={`/dialects/${d.slug}`}>{d.name_en}</Link>
                </th>
                <td>
                  {d.spellings.join(', ')}
                  {d.readings.length > 0 && <span className="clans__meta">{`${d.spellings.length ? ' · ' : ''}reading ${d.readings.join(', ')} (not seen in records)`}</span>}
                </td>
                <td lang="zh-Hans">{d.name_zh}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="clan-places">
        <h2 id="clan-places">Where the clan is concentrated</h2>
        {clan.region_places.length === 0 && clan.counties.length === 0 ? (
          <p>No regions are recorded for this surname yet.</p>
        ) : (
          <>
            {clan.region_places.length > 0 && (
              <>
                <h3>Provinces</h3>
                <ul className="clans__places" aria-label="Provinces">
                  {clan.region_places.map((p) => (
                    <li key={p.code}>
                      <PlaceLink place={p} />
                    </li>
                  ))}
                </ul>
              </>
            )}
            {clan.counties.length > 0 && (
              <>
                <h3>Counties</h3>
                <ul className="clans__places" aria-label="Counties">
                  {clan.counties.map((p) => (
                    <li key={p.code}>
                      <PlaceLink place={p} />
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p className="clans__meta">An approximate indication curated by hand, not a census.</p>
          </>
        )}
      </section>
    </>
  );
}

function SpellingClans({ variant }: { variant: SpellingVariant }) {
  if (variant.objects.length === 0) {
    return (
      <p>
        We know no Chinese surname spelled “{variant.spelling}”. Try the <Link href="/search/surnames">surname search</Link>.
      </p>
    );
  }
  return (
    <ul className="clans__list" aria-label="Clans this spelling may stand for">
      {variant.objects.map((c) => (
        <li key={c.id} className="clans__card" data-surname={c.surname}>
          <Link href={surnameHref(c.surname)}>
            <span className="clans__han" lang="zh-Hans">
              {c.surname}
            </span>
            {c.traditional !== c.surname && (
              <span className="clans__han" lang="zh-Hant">
                {' '}
                {c.traditional}
              </span>
            )}{' '}
            {c.pinyin.replace(/^./, (ch) => ch.toUpperCase())}
          </Link>
          <p className="clans__meta">
            {variant.spelling} in{' '}
            {c.dialects.map((d, i) => (
              <span key={d.slug}>
                {i > 0 && ', '}
                <Link href={`/dialects/${d.slug}`}>{d.name_en}</Link>
                {d.reading && ' (by its reading, not seen in records)'}
              </span>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /surnames/detail?word=: a Chinese surname page for characters, else the clans a spelling may be. */
export default function SurnameDetailPage() {
  return <SurnameDetail word={(new URLSearchParams(useSearch()).get('word') ?? '').trim()} />;
}

/** The surname page of `word` (also the prerender templates of a clan and of a spelling). */
export function SurnameDetail({ word }: { word: string }) {
  const chinese = hasChinese(word);
  const clan = useFetch(() => (chinese ? fetchClan(word) : Promise.resolve(null)), `c:${chinese ? word : ''}`);
  const variant = useFetch(() => (!chinese && word ? fetchSpelling(word) : Promise.resolve(null)), `s:${chinese ? '' : word}`);

  if (!word) {
    return (
      <ClanPage id="surname-detail" title="Chinese surnames">
        <NotFoundMessage what="Surname" />
      </ClanPage>
    );
  }
  if (chinese) {
    return (
      <ClanPage id="surname-detail" title={<span lang="zh-Hans">{word}</span>} intro={<p>A Chinese surname and the ways families spell it.</p>}>
        <FetchState load={clan} missing={<NotFoundMessage what="Surname" />}>
          {(data) =>
            data && (
              <>
                <ChineseSurname clan={data} />
                <NotifyRequestForm id="surname-notify" subject={`${data.surname} ${data.traditional === data.surname ? '' : `${data.traditional} `}${data.spelling}`.trim()} />
              </>
            )
          }
        </FetchState>
      </ClanPage>
    );
  }
  return (
    <ClanPage id="surname-detail" title={word} intro={<p>The Chinese surnames (clans) this spelling may stand for, and the dialects that spell them so.</p>}>
      <FetchState load={variant}>
        {(data) =>
          data && (
            <>
              <SpellingClans variant={data} />
              <NotifyRequestForm id="spelling-notify" subject={data.spelling} />
            </>
          )
        }
      </FetchState>
    </ClanPage>
  );
}
