/** The facts of a zupu as the detail page, the prerender template and my-zupus show them. */
import type { ClanPedigree, ContentHit } from '../../protocol/zupus';

export function SampleLabel({ zupu }: { zupu: ClanPedigree }) {
  return zupu.meta.is_sample ? <span className="zupus__sample">Sample collection</span> : null;
}

export function ZupuFacts({ zupu }: { zupu: ClanPedigree }) {
  const m = zupu.meta;
  const places = m.ancestral_places.map((p) => p.name).join(', ');
  return (
    <dl className="zupus__facts">
      <dt>Clan</dt>
      <dd>
        {m.clan_name}氏 ({m.surname})
      </dd>
      {places && (
        <>
          <dt>Ancestral place</dt>
          <dd>{places}</dd>
        </>
      )}
      {m.hall_name && (
        <>
          <dt>Hall name 堂号</dt>
          <dd>{m.hall_name}</dd>
        </>
      )}
      {m.generation_poem && (
        <>
          <dt>Generation poem 字辈</dt>
          <dd className="zupus__poem">{m.generation_poem}</dd>
        </>
      )}
      <dt>Volumes</dt>
      <dd>{m.volumes}</dd>
      {m.year !== null && (
        <>
          <dt>Compiled</dt>
          <dd>{m.year}</dd>
        </>
      )}
      <dt>Pages</dt>
      <dd>
        {m.page_count} ({m.pages_with_text === m.page_count ? 'Full Text Available' : m.pages_with_text ? `text of ${m.pages_with_text} read so far` : 'Full Text Not Available'})
      </dd>
    </dl>
  );
}

export const zupuHref = (id: string) => `/zupus/${encodeURIComponent(id)}`;
export const viewerHref = (id: string, page?: number, q?: string) => {
  const query = new URLSearchParams();
  if (page) query.set('page', String(page));
  if (q) query.set('q', q);
  return `${zupuHref(id)}/viewer${query.size ? `?${query.toString()}` : ''}`;
};

/** A hit's snippet with the hit marked. */
export function HitSnippet({ hit }: { hit: Pick<ContentHit, 'snippet' | 'highlight'> }) {
  const { start, length } = hit.highlight;
  return (
    <>
      {hit.snippet.slice(0, start)}
      <mark>{hit.snippet.slice(start, start + length)}</mark>
      {hit.snippet.slice(start + length)}
    </>
  );
}
