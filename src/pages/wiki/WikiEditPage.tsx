/** /wiki/edit/:slug: staff edit an article's markdown with a live preview; others are told it is for staff. */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../api/client';
import { fetchWikiCategories, fetchWikiRaw, saveWikiArticle } from '../../api/wiki';
import { pathFor } from '../../app/match';
import type { PageProps } from '../../app/routes';
import type { WikiArticleRaw, WikiCategory } from '../../protocol/wiki';
import { useSession } from '../../state/session';
import { LoadState } from '../company/CompanyPage';
import { useLoad } from '../company/useLoad';
import { ArticleBody } from './ArticleBody';
import { WikiFrame } from './WikiFrame';
import { buildMatcher } from './glossaryMatch';

const NO_TERMS = buildMatcher([]);

async function loadDraft(slug: string): Promise<{ draft: WikiArticleRaw; categories: WikiCategory[]; isNew: boolean }> {
  const categories = await fetchWikiCategories();
  try {
    return { draft: await fetchWikiRaw(slug), categories, isNew: false };
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
    const blank = { slug, title: '', title_zh: '', summary: '', category: categories[0]?.slug ?? '', featured: false, content: '', references: [] };
    return { draft: blank, categories, isNew: true };
  }
}

function Editor({ initial, categories, isNew }: { initial: WikiArticleRaw; categories: WikiCategory[]; isNew: boolean }) {
  const [draft, setDraft] = useState(initial);
  const [refs, setRefs] = useState(initial.references.join('\n'));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);
  const [, navigate] = useLocation();
  useEffect(() => setDraft(initial), [initial]);
  const set = <K extends keyof WikiArticleRaw>(key: K, value: WikiArticleRaw[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const fieldError = (name: string) => error?.fields[name]?.join(' ');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const references = refs.split('\n').map((r) => r.trim()).filter(Boolean);
      await saveWikiArticle(draft.slug, { ...draft, references });
      navigate(pathFor('wiki-article', { slug: draft.slug }));
    } catch (err) {
      setError(err instanceof ApiError ? { message: err.message, fields: err.body.fields ?? {} } : { message: 'The article could not be saved.', fields: {} });
      setSaving(false);
    }
  };

  return (
    <div className="wiki-edit">
      <form className="wiki-edit__form" onSubmit={submit} aria-label="Edit article">
        <label>
          Title
          <input value={draft.title} onChange={(e) => set('title', e.target.value)} required maxLength={200} aria-invalid={Boolean(fieldError('title'))} />
          {fieldError('title') && <span className="wiki-edit__error">{fieldError('title')}</span>}
        </label>
        <label>
          Chinese title
          <input value={draft.title_zh} onChange={(e) => set('title_zh', e.target.value)} maxLength={60} lang="zh" />
        </label>
        <label>
          Summary
          <textarea value={draft.summary} onChange={(e) => set('summary', e.target.value)} rows={2} required maxLength={600} />
          {fieldError('summary') && <span className="wiki-edit__error">{fieldError('summary')}</span>}
        </label>
        <label>
          Category
          <select value={draft.category} onChange={(e) => set('category', e.target.value)}>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.title}
              </option>
            ))}
          </select>
          {fieldError('category') && <span className="wiki-edit__error">{fieldError('category')}</span>}
        </label>
        <label className="wiki-edit__check">
          <input type="checkbox" checked={draft.featured} onChange={(e) => set('featured', e.target.checked)} /> Featured on the wiki’s first page
        </label>
        <label>
          Article (markdown: ## headings, - lists, **bold**, *italic*, [links](/places/440781/tai-shan-shi))
          <textarea className="wiki-edit__content" value={draft.content} onChange={(e) => set('content', e.target.value)} rows={24} required />
          {fieldError('content') && <span className="wiki-edit__error">{fieldError('content')}</span>}
        </label>
        <label>
          References, one a line
          <textarea value={refs} onChange={(e) => setRefs(e.target.value)} rows={4} />
          {fieldError('references') && <span className="wiki-edit__error">{fieldError('references')}</span>}
        </label>
        {error && (
          <p role="alert" className="wiki-edit__error">
            {error.message}
          </p>
        )}
        <div className="wiki-edit__actions">
          <button type="submit" disabled={saving}>
            {saving ? 'Saving…' : isNew ? 'Publish article' : 'Save article'}
          </button>
          {!isNew && <Link href={pathFor('wiki-article', { slug: draft.slug })}>Cancel</Link>}
        </div>
      </form>
      <section className="wiki-edit__preview" aria-label="Preview">
        <h2>Preview</h2>
        <h1>{draft.title || 'Untitled'}</h1>
        <ArticleBody markdown={draft.content} matcher={NO_TERMS} />
      </section>
    </div>
  );
}

export default function WikiEditPage({ params }: PageProps) {
  const isStaff = useSession((s) => s.member?.is_staff === true);
  const load = useLoad(() => loadDraft(params.slug), params.slug);
  return (
    <WikiFrame crumbs={[{ label: 'Edit article' }]} label="Edit wiki article">
      <header className="wiki__header">
        <h1>Edit wiki article</h1>
      </header>
      {!isStaff ? (
        <p role="alert">Wiki articles are edited by Xungen staff. If something is wrong in an article, tell us from the support page.</p>
      ) : (
        <LoadState load={load}>{(d) => <Editor initial={d.draft} categories={d.categories} isNew={d.isNew} />}</LoadState>
      )}
    </WikiFrame>
  );
}
