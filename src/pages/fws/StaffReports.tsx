/** Staff write research reports for a client's report username: sections (summary, findings, tree extract, sources with images, recommendations). */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { reportsApi, type Report, type ReportListItem } from '../../api/familywebsites';
import { showToast } from '../../app/toast';
import { reportSectionKinds, reportSectionLabels } from '../../protocol/familywebsites';
import { errorText, fieldErrors } from './CreateSiteForm';

type Kind = (typeof reportSectionKinds)[number];
interface Draft {
  id: string | null;
  username: string;
  client_email: string;
  slug: string;
  title: string;
  sections: { kind: Kind; title: string; body: string; images: Report['sections'][number]['images'] }[];
}

const blank = (): Draft => ({ id: null, username: '', client_email: '', slug: '', title: '', sections: reportSectionKinds.map((kind) => ({ kind, title: reportSectionLabels[kind], body: '', images: [] })) });

export function StaffReports() {
  const [draft, setDraft] = useState<Draft>(blank);
  const [list, setList] = useState<ReportListItem[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  const fromReport = (r: Report): Draft => ({ id: r.id, username: r.username, client_email: '', slug: r.slug, title: r.title, sections: r.sections });

  async function load() {
    setErrors({});
    try {
      setList((await reportsApi.list(draft.username.trim())).objects);
    } catch (err) {
      setErrors({ username: [errorText(err)] });
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    const input = { username: draft.username.trim(), slug: draft.slug.trim(), title: draft.title, sections: draft.sections.map(({ kind, title, body }) => ({ kind, title, body })) };
    try {
      const saved = draft.id ? await reportsApi.update(draft.id, input) : await reportsApi.create({ ...input, ...(draft.client_email.trim() ? { client_email: draft.client_email.trim() } : {}) });
      setDraft(fromReport(saved));
      showToast('The report was saved.', { kind: 'success' });
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(Object.keys(fields).length ? fields : { form: [errorText(err)] });
    } finally {
      setBusy(false);
    }
  }

  async function addImage(index: number, file: File, caption: string) {
    if (!draft.id) return;
    try {
      setDraft(fromReport(await reportsApi.addImage(draft.id, index, file, caption)));
    } catch (err) {
      showToast(errorText(err), { kind: 'error' });
    }
  }

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const err = (f: string) => (errors[f]?.length ? <div className="fws-error" role="alert">{errors[f]!.join(' ')}</div> : null);
  return (
    <section className="fws-panel" aria-label="Research reports (staff)">
      <h2>Research reports (staff)</h2>
      <form className="fws-form" onSubmit={save}>
        <div className="fws-inline">
          <label htmlFor="r-username">Client's report username</label>
          <input id="r-username" value={draft.username} onChange={(e) => set({ username: e.target.value.toLowerCase() })} required />
          <button type="button" onClick={load} disabled={!draft.username}>
            Their reports
          </button>
        </div>
        {err('username')}
        {list && (
          <ul>
            {list.length === 0 && <li className="fws-muted">No reports for this username.</li>}
            {list.map((r) => (
              <li key={r.id}>
                <button type="button" onClick={async () => setDraft(fromReport(await reportsApi.read(r.username, r.slug)))}>
                  Edit
                </button>{' '}
                <Link href={r.url}>{r.title}</Link>
              </li>
            ))}
          </ul>
        )}
        {!draft.id && (
          <div className="fws-field">
            <label htmlFor="r-email">Client's e-mail (gives them this username, when they have none)</label>
            <input id="r-email" type="email" value={draft.client_email} onChange={(e) => set({ client_email: e.target.value })} />
            {err('client_email')}
          </div>
        )}
        <div className="fws-field">
          <label htmlFor="r-title">Report title</label>
          <input id="r-title" value={draft.title} onChange={(e) => set({ title: e.target.value })} required />
        </div>
        <div className="fws-field">
          <label htmlFor="r-slug">Report name (in its address)</label>
          <input id="r-slug" value={draft.slug} onChange={(e) => set({ slug: e.target.value.toLowerCase() })} required placeholder="taishan-origins" />
          {err('slug')}
        </div>
        {draft.sections.map((s, i) => (
          <fieldset key={s.kind} className="fws-section">
            <legend>{reportSectionLabels[s.kind]}</legend>
            <label htmlFor={`r-s-${i}`}>Text</label>
            <textarea id={`r-s-${i}`} rows={5} value={s.body} onChange={(e) => set({ sections: draft.sections.map((x, j) => (j === i ? { ...x, body: e.target.value } : x)) })} />
            {s.images.length > 0 && <p className="fws-muted">{s.images.length} images: {s.images.map((img) => img.caption || 'untitled').join(', ')}</p>}
            {draft.id && <ImageAdder onAdd={(file, caption) => addImage(i, file, caption)} />}
          </fieldset>
        ))}
        {err('form')}
        {err('sections')}
        <button type="submit" disabled={busy}>
          Save the report
        </button>{' '}
        <button type="button" onClick={() => { setDraft(blank()); setList(null); }}>
          New report
        </button>
        {draft.id && (
          <>
            {' '}
            <Link href={`/report/${draft.username}/${draft.slug}`}>Read it as the client does</Link>
          </>
        )}
      </form>
    </section>
  );
}

function ImageAdder({ onAdd }: { onAdd: (file: File, caption: string) => Promise<void> }) {
  const [caption, setCaption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  return (
    <div className="fws-inline">
      <input type="file" accept="image/*" aria-label="Source image" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <input aria-label="Caption" placeholder="Caption" value={caption} onChange={(e) => setCaption(e.target.value)} />
      <button type="button" disabled={!file} onClick={() => file && onAdd(file, caption).then(() => { setFile(null); setCaption(''); })}>
        Add image
      </button>
    </div>
  );
}
