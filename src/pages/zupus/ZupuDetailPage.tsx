/**
 * /zupus/:zupuId (search-tool-zupu-detail): a zupu's meta (clan, places, hall name, generation poem,
 * volumes, year), its contents as a list of pages into the viewer, and saving it to the member's tree.
 * An unknown id shows the not-found page.
 */
import { Link } from 'wouter';
import { zupusApi } from '../../api/zupus';
import type { PageProps } from '../../app/routes';
import type { ClanPedigree } from '../../protocol/zupus';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import NotFound from '../NotFound';
import { SaveZupu } from './SaveZupu';
import { SampleLabel, viewerHref, ZupuFacts } from './ZupuMeta';
import './zupus.css';

export default function ZupuDetailPage({ params }: PageProps) {
  const id = params.zupuId ?? params.id ?? '';
  const load = useLoad(() => zupusApi.getOrNull(id), id);
  if (load.state === 'ready' && !load.data) return <NotFound />;
  return (
    <article className="zupus" aria-labelledby="zupu-title">
      <LoadState load={load}>{(z) => z && <ZupuDetail zupu={z} />}</LoadState>
    </article>
  );
}

export function ZupuDetail({ zupu }: { zupu: ClanPedigree }) {
  const pages = Array.from({ length: zupu.meta.page_count }, (_, i) => i + 1);
  return (
    <>
      <p className="zupus__crumbs">
        <Link href="/search/zupus">Zupus (Family Tree Books)</Link>
      </p>
      <h1 id="zupu-title">
        {zupu.meta.title} <SampleLabel zupu={zupu} />
      </h1>
      {zupu.meta.description && <p className="zupus__description">{zupu.meta.description}</p>}
      <div className="zupus__detail">
        {zupu.meta.cover_url && <img className="zupus__cover" src={zupu.meta.cover_url} alt={`First page of ${zupu.meta.title}`} width={160} />}
        <ZupuFacts zupu={zupu} />
      </div>
      <p>
        <Link className="zupus__open" href={viewerHref(zupu.id, 1)}>
          Open the book
        </Link>
      </p>
      <SaveZupu zupu={zupu} />
      <section aria-labelledby="zupu-contents-title">
        <h2 id="zupu-contents-title">Contents</h2>
        <p>
          {zupu.meta.volumes} {zupu.meta.volumes === 1 ? 'volume' : 'volumes'}, {zupu.meta.page_count} pages.
        </p>
        <ol className="zupus__contents">
          {pages.map((n) => (
            <li key={n}>
              <Link href={viewerHref(zupu.id, n)}>Page {n}</Link>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
