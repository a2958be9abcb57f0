import { Link, useSearch } from 'wouter';
import { fetchPress } from '../../api/content';
import { pressCategories, pressLanguages } from '../../protocol/content';
import { CompanyPage, LoadState } from './CompanyPage';
import { useLoad } from './useLoad';

const languageLabels: Record<string, string> = { en: 'English', zh: '中文' };
const categoryLabels: Record<string, string> = { announcement: 'Announcements', product: 'Product news', guide: 'Guides' };

export default function PressPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const language = params.get('language') ?? '';
  const category = params.get('category') ?? '';
  const load = useLoad(() => fetchPress({ language, category }), `${language}|${category}`);

  const hrefWith = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    const qs = next.toString();
    return `/press${qs ? `?${qs}` : ''}`;
  };

  return (
    <CompanyPage
      id="press"
      title="Press"
      intro={
        <p>
          Announcements and guides from Xungen. Journalists can reach us through the <Link href="/contact">contact page</Link>.
        </p>
      }
    >
      <nav className="company__filters" aria-label="Filter press articles">
        <div>
          <span className="company__meta">Language: </span>
          {['', ...pressLanguages].map((l) => (
            <Link key={l || 'all'} href={hrefWith('language', l)} aria-current={language === l ? 'page' : undefined} style={{ marginRight: 10 }}>
              {l ? languageLabels[l] : 'All'}
            </Link>
          ))}
        </div>
        <div>
          <span className="company__meta">Category: </span>
          {['', ...pressCategories].map((c) => (
            <Link key={c || 'all'} href={hrefWith('category', c)} aria-current={category === c ? 'page' : undefined} style={{ marginRight: 10 }}>
              {c ? categoryLabels[c] : 'All'}
            </Link>
          ))}
        </div>
      </nav>
      <LoadState load={load}>
        {(list) =>
          list.objects.length === 0 ? (
            <p>No articles match these filters.</p>
          ) : (
            <ul className="company__grid">
              {list.objects.map((a) => (
                <li key={a.id} className="company__card" lang={a.language === 'zh' ? 'zh-Hans' : 'en'}>
                  <p className="company__meta">
                    <time dateTime={a.published_on}>{a.published_on}</time> · {a.source}
                  </p>
                  <h2 style={{ fontSize: 19, margin: '4px 0' }}>
                    <Link href={a.url}>{a.title}</Link>
                  </h2>
                  <p>{a.summary}</p>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </CompanyPage>
  );
}
