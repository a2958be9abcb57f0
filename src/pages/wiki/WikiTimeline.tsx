/** The wiki's timeline of migration history (wiki/timeline/): dated events, each with the article that goes further. */
import { Link } from 'wouter';
import { fetchWikiTimeline } from '../../api/wiki';
import { pathFor } from '../../app/match';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';

export function WikiTimeline() {
  const load = useLoad(fetchWikiTimeline, 'timeline');
  return (
    <section aria-labelledby="wiki-timeline">
      <h2 id="wiki-timeline">Timeline of migration history</h2>
      <LoadState load={load}>
        {({ objects }) => (
          <ol className="wiki__timeline" aria-label="Migration history">
            {objects.map((e) => (
              <li key={`${e.year}-${e.title}`}>
                <p className="wiki__timeline-when">{e.end_year ? `${e.year}–${e.end_year}` : e.year}</p>
                <div>
                  <h3>
                    {e.title} <span lang="zh">{e.title_zh}</span>
                  </h3>
                  <p className="wiki__meta">{e.region}</p>
                  <p>{e.summary}</p>
                  {e.article && <Link href={pathFor('wiki-article', { slug: e.article })}>Read more</Link>}
                </div>
              </li>
            ))}
          </ol>
        )}
      </LoadState>
    </section>
  );
}
