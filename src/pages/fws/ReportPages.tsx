/**
 * report (/report/:username/:sitename?/:partkey?) and jlt-report-index (/jlt-report/:username): a
 * client's research reports, in the isFWSReport chrome. Without a report name, the list (the same
 * as jlt-report-index); with one, the report; with a part key, that section only.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError, isCancelled } from '../../api/client';
import { reportsApi, type Report, type ReportListItem } from '../../api/familywebsites';
import type { PageProps } from '../../app/routes';
import { reportSectionLabels } from '../../protocol/familywebsites';
import { useSiteStylesheet } from './useSiteStylesheet';

type Load<T> = { kind: 'loading' } | { kind: 'done'; value: T } | { kind: 'failed'; status: number; message: string };

function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Load<T> {
  const [state, setState] = useState<Load<T>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    load().then(
      (value) => live && setState({ kind: 'done', value }),
      (err) => {
        if (!live || isCancelled(err)) return;
        setState({ kind: 'failed', status: err instanceof ApiError ? err.status : 0, message: err instanceof Error ? err.message : 'Could not load.' });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on.
  }, deps);
  return state;
}

function Failed({ status, message }: { status: number; message: string }) {
  const [location] = useLocation();
  if (status === 401) {
    return (
      <p>
        <Link href={`/login?redirect=${encodeURIComponent(location)}`}>Log in</Link> to read your research reports.
      </p>
    );
  }
  if (status === 404) return <p>There is no research report here for your account.</p>;
  return <p role="alert">{message}</p>;
}

function Frame({ username, children }: { username: string; children: ReactNode }) {
  useSiteStylesheet();
  return (
    <div className="fws">
      <header className="fws-head">
        <Link className="fws-title" href={`/report/${encodeURIComponent(username)}`}>
          Research reports
        </Link>
      </header>
      <main className="fws-main">{children}</main>
      <footer className="fws-foot">Research by the Xungen 寻根 team.</footer>
    </div>
  );
}

export function ReportIndexPage({ params }: PageProps) {
  const username = params.username ?? '';
  const state = useLoad(() => reportsApi.list(username), [username]);
  return (
    <Frame username={username}>
      <h1>My research reports</h1>
      {state.kind === 'failed' && <Failed status={state.status} message={state.message} />}
      {state.kind === 'done' && (state.value.objects.length === 0 ? <p>No reports yet. When the team finishes your research, it appears here.</p> : <ReportList items={state.value.objects} />)}
    </Frame>
  );
}

function ReportList({ items }: { items: ReportListItem[] }) {
  return (
    <ul className="fws-reports">
      {items.map((r) => (
        <li key={r.id}>
          <Link href={r.url}>{r.title}</Link> <span className="fws-muted">updated {new Date(r.updated_at).toLocaleDateString()}</span>
        </li>
      ))}
    </ul>
  );
}

export default function ReportPage({ params }: PageProps) {
  const username = params.username ?? '';
  if (!params.sitename) return <ReportIndexPage params={params} />;
  return <OneReport username={username} slug={params.sitename} part={params.partkey} />;
}

function OneReport({ username, slug, part }: { username: string; slug: string; part?: string }) {
  const state = useLoad(() => reportsApi.read(username, slug), [username, slug]);
  useEffect(() => {
    if (state.kind === 'done') document.title = `${state.value.title} · Research report`;
  }, [state]);
  const report: Report | null = state.kind === 'done' ? state.value : null;
  const sections = report ? report.sections.map((s, i) => ({ ...s, key: `${i + 1}-${s.kind.replace('_', '-')}` })) : [];
  const shown = part ? sections.filter((s) => s.key === part) : sections;
  return (
    <Frame username={username}>
      {state.kind === 'failed' && <Failed status={state.status} message={state.message} />}
      {report && (
        <article>
          <h1>{report.title}</h1>
          <nav className="fws-nav" aria-label="Sections">
            {sections.map((s) => (
              <Link key={s.key} href={`/report/${username}/${slug}/${s.key}`} aria-current={part === s.key ? 'page' : undefined}>
                {s.title || reportSectionLabels[s.kind]}
              </Link>
            ))}
          </nav>
          {part && shown.length === 0 && <p>This report has no such section.</p>}
          {shown.map((s) => (
            <section key={s.key} aria-label={s.title || reportSectionLabels[s.kind]}>
              <h2>{s.title || reportSectionLabels[s.kind]}</h2>
              {s.body
                .split(/\n{2,}/)
                .filter((p) => p.trim())
                .map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              {s.images.length > 0 && (
                <ul className="fws-gallery">
                  {s.images.map((img) => (
                    <li key={img.key}>
                      <figure>
                        <a href={img.url} target="_blank" rel="noreferrer">
                          <img src={img.url} alt={img.caption || 'Source image'} loading="lazy" />
                        </a>
                        {img.caption && <figcaption>{img.caption}</figcaption>}
                      </figure>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {part && (
            <p>
              <Link href={`/report/${username}/${slug}`}>The whole report</Link>
            </p>
          )}
        </article>
      )}
    </Frame>
  );
}
