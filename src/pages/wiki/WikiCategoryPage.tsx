/** /wiki/category/:slug: a category's description and its articles. */
import { ApiError } from '../../api/client';
import { fetchWikiCategory } from '../../api/wiki';
import type { PageProps } from '../../app/routes';
import NotFound from '../NotFound';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { ArticleList, WikiFrame, WikiSearchBox } from './WikiFrame';

async function loadCategory(slug: string) {
  try {
    return await fetchWikiCategory(slug);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export default function WikiCategoryPage({ params }: PageProps) {
  const load = useLoad(() => loadCategory(params.slug), params.slug);
  return (
    <LoadState load={load}>
      {(page) =>
        page === null ? (
          <NotFound />
        ) : (
          <WikiFrame crumbs={[{ label: page.category.title }]} label={page.category.title}>
            <header className="wiki__header">
              <h1>
                {page.category.title} <span lang="zh">{page.category.title_zh}</span>
              </h1>
              <p className="wiki__intro">{page.category.description}</p>
            </header>
            <ArticleList articles={page.objects} label={`Articles in ${page.category.title}`} />
            <WikiSearchBox />
          </WikiFrame>
        )
      }
    </LoadState>
  );
}
