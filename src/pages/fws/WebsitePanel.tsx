/** The owner's family website: publish or make private, each site's settings and branches, and the relatives invited by e-mail. */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { familyWebsitesApi, type Site, type Website } from '../../api/familywebsites';
import { showToast } from '../../app/toast';
import { slugify } from '../../protocol/names';
import { errorText, fieldErrors } from './CreateSiteForm';
import { PersonPicker, type Picked } from './PersonPicker';

export function WebsitePanel({ website, onChange }: { website: Website; onChange: (w: Website) => void }) {
  const [emails, setEmails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function run(action: () => Promise<Website>, done?: string) {
    setBusy(true);
    setError('');
    try {
      onChange(await action());
      if (done) showToast(done, { kind: 'success' });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  function invite(e: FormEvent) {
    e.preventDefault();
    const list = emails.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean);
    if (!list.length) return;
    void run(() => familyWebsitesApi.addMembers(website.username, list), `Invited ${list.join(', ')}`).then(() => setEmails(''));
  }

  return (
    <section className="fws-panel" aria-label={`Family website ${website.username}`}>
      <h2>
        Your family website <Link href={`/fws/${website.username}`}>/fws/{website.username}</Link>
      </h2>
      <p>
        {website.is_public ? 'Published: anyone with the link can read it. Living relatives are never shown.' : 'Private: only you and the relatives you invite can read it.'}{' '}
        <button type="button" disabled={busy} onClick={() => run(() => familyWebsitesApi.update(website.username, { is_public: !website.is_public }), website.is_public ? 'The website is private now.' : 'The website is published.')}>
          {website.is_public ? 'Make private' : 'Publish'}
        </button>
      </p>
      {error && <div className="fws-error" role="alert">{error}</div>}
      {website.sites.map((site) => (
        <SiteSettings key={site.id} username={website.username} site={site} onChange={onChange} />
      ))}
      <h3>Invited relatives</h3>
      {website.site_members.length === 0 ? (
        <p className="fws-muted">No one yet.</p>
      ) : (
        <ul className="fws-members">
          {website.site_members.map((m) => (
            <li key={m.email}>
              {m.email}{' '}
              <button type="button" disabled={busy} onClick={() => run(() => familyWebsitesApi.deleteMember(website.username, m.email), `${m.email} was removed.`)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={invite} className="fws-inline">
        <label htmlFor="fws-invite">Invite relatives by e-mail</label>
        <input id="fws-invite" value={emails} onChange={(e) => setEmails(e.target.value)} placeholder="aunt.may@example.com" />
        <button type="submit" disabled={busy}>
          Invite
        </button>
      </form>
    </section>
  );
}

function SiteSettings({ username, site, onChange }: { username: string; site: Site; onChange: (w: Website) => void }) {
  const [title, setTitle] = useState(site.title);
  const [introduction, setIntroduction] = useState(site.introduction);
  const [theme, setTheme] = useState(site.theme_color);
  const [parts, setParts] = useState(site.parts.map((p) => ({ ...p, name: p.title })));
  const [head, setHead] = useState<Picked | null>(null);
  const [partTitle, setPartTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      onChange(await familyWebsitesApi.update(username, { site_name: site.site_name, title, introduction, theme_color: theme, parts: parts.map(({ key, title: t, person_id }) => ({ key, title: t, person_id })) }));
      showToast('The site was saved.', { kind: 'success' });
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(Object.keys(fields).length ? fields : { form: [errorText(err)] });
    } finally {
      setBusy(false);
    }
  }

  function addPart() {
    if (!head) return;
    const t = partTitle.trim() || `The branch of ${head.name}`;
    let key = slugify(t) || 'branch';
    while (parts.some((p) => p.key === key) || ['people', 'gallery'].includes(key)) key = `${key}-${parts.length + 1}`;
    setParts([...parts, { key, title: t, person_id: head.id, name: head.name }]);
    setHead(null);
    setPartTitle('');
  }

  return (
    <form className="fws-form" onSubmit={save} aria-label={`Site ${site.site_name}`}>
      <h3>
        <Link href={site.url}>{site.title || site.site_name}</Link> <span className="fws-muted">{site.url}</span>
      </h3>
      <div className="fws-field">
        <label htmlFor={`t-${site.id}`}>Title</label>
        <input id={`t-${site.id}`} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="fws-field">
        <label htmlFor={`i-${site.id}`}>Introduction</label>
        <textarea id={`i-${site.id}`} rows={3} value={introduction} onChange={(e) => setIntroduction(e.target.value)} />
      </div>
      <div className="fws-field">
        <label htmlFor={`c-${site.id}`}>Theme colour</label>
        <input id={`c-${site.id}`} type="color" value={theme} onChange={(e) => setTheme(e.target.value)} />
      </div>
      <h4>Branches</h4>
      <p className="fws-hint">Without branches chosen, each child of the start person who has died heads one.</p>
      <ul>
        {parts.map((p) => (
          <li key={p.key}>
            {p.title}{' '}
            <button type="button" onClick={() => setParts(parts.filter((x) => x.key !== p.key))}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <PersonPicker treeId={site.family_tree_id} label="Add a branch headed by" value={head} onPick={setHead} />
      <div className="fws-inline">
        <label htmlFor={`p-${site.id}`}>Branch title</label>
        <input id={`p-${site.id}`} value={partTitle} onChange={(e) => setPartTitle(e.target.value)} placeholder={head ? `The branch of ${head.name}` : ''} />
        <button type="button" disabled={!head} onClick={addPart}>
          Add branch
        </button>
      </div>
      {Object.entries(errors).map(([k, v]) => (
        <div key={k} className="fws-error" role="alert">
          {v.join(' ')}
        </div>
      ))}
      <button type="submit" disabled={busy}>
        Save the site
      </button>{' '}
      <Link href={site.url}>Preview</Link>
    </form>
  );
}
