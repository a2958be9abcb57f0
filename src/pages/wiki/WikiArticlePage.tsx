/** /wiki/article/:slug: the rendered article with glossary terms, its references and related articles. */
import { Link } from 'wouter';
import { ApiError } from '../../api/client';
import { fetchWikiArticle } from '../../api/wiki';
import { pathFor } from '../../app/match';
import type { PageProps } from '../../app/routes';
import { useSession } from '../../state/session';
import NotFound from '../NotFound';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { ArticleBody } from './ArticleBody';
import { useGlossary } from './Glossary';
import { ArticleList, WikiFrame } from './WikiFrame';

async function loadArticle(slug: string) {
  try {
    return await fetchWikiArticle(slug);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export default function WikiArticlePage({ params }: PageProps) {
  const load = useLoad(() => loadArticle(params.slug), params.slug);
  const matcher = useGlossary();
  const isStaff = useSession((s) => s.member?.is_staff === true);
  return (
    <LoadState load={load}>
      {(article) =>
        article === null ? (
          <NotFound />
        ) : (
          <WikiFrame crumbs={[{ label: article.category_title, href: pathFor('wiki-category', { slug: article.category }) }, { label: article.title }]} label={article.title}>
            <header className="wiki__header">
              <h1>
                {article.title}
                {article.title_zh && (
                  <span lang="zh" className="wiki__zh">
                    {' '}
                    {article.title_zh}
                  </span>
                )}
              </h1>
              <p className="wiki__intro">{article.summary}</p>
              {isStaff && (
                <p>
                  <Link href={pathFor('wiki-article-edit', { slug: article.slug })}>Edit this article</Link>
                </p>
              )}
            </header>
            <ArticleBody markdown={article.content} matcher={matcher} />
            {article.references.length > 0 && (
              <section aria-labelledby="wiki-references" className="wiki__references">
                <h2 id="wiki-references">References</h2>
                <ol>
                  {article.references.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ol>
              </section>
            )}
            {article.related.length > 0 && (
              <section aria-labelledby="wiki-related">
                <h2 id="wiki-related">Related articles</h2>
                <ArticleList articles={article.related} label="Related articles" />
              </section>
            )}
          </WikiFrame>
        )
      }
    </LoadState>
  );
}
