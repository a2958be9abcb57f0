import type { ReactNode } from 'react';
import type { Load } from './useLoad';
import './company.css';

/** The frame of a company page: a title, an introduction and the body. */
export function CompanyPage({ title, intro, children, id }: { title: string; intro?: ReactNode; children: ReactNode; id: string }) {
  return (
    <article className="company" aria-labelledby={`${id}-title`}>
      <header className="company__header">
        <h1 id={`${id}-title`}>{title}</h1>
        {intro && <div className="company__intro">{intro}</div>}
      </header>
      {children}
    </article>
  );
}

/** Loading and error states shared by the pages that read the API. */
export function LoadState<T>({ load, children }: { load: Load<T>; children: (data: T) => ReactNode }) {
  if (load.state === 'loading') return <p role="status">Loading…</p>;
  if (load.state === 'error') return <p role="alert">This could not be loaded. Please reload the page or try again later.</p>;
  return <>{children(load.data)}</>;
}
