/** The manage pages of one tree (details, privacy, sharing, export, customize) under shared tabs. */
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { treesApi } from '../../api/trees';
import type { TreeDetails } from '../../protocol/trees';
import { CustomizeSection, PrivacySection } from './SettingsSections';
import { DetailsSection } from './DetailsSection';
import { ExportSection } from './ExportSection';
import { SharingSection } from './SharingSection';
import { errorMessage, LoadError } from './ui';
import './manage.css';

const sections = [
  { key: 'details', label: 'Details' },
  { key: 'privacy', label: 'Privacy' },
  { key: 'sharing', label: 'Sharing' },
  { key: 'export', label: 'Export' },
  { key: 'customize', label: 'Customize' },
] as const;
type Section = (typeof sections)[number]['key'];

function sectionOf(path: string): Section {
  const last = path.replace(/\/+$/, '').split('/').pop();
  return sections.find((s) => s.key === last)?.key ?? 'details';
}

export interface SectionProps {
  tree: TreeDetails;
  onChange: (tree: TreeDetails) => void;
}

export default function ManagePage({ params }: { params: Record<string, string> }) {
  const treeId = params.id;
  const [location] = useLocation();
  const section = sectionOf(location);
  const [tree, setTree] = useState<TreeDetails | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    treesApi.details(treeId).then(setTree, (err) => setError(errorMessage(err)));
  }, [treeId]);
  useEffect(load, [load]);

  return (
    <div className="manage-page">
      <p>
        <Link href="/familytree/manage">← All trees</Link>
      </p>
      <h1>{tree ? `Manage ${tree.name}` : 'Manage tree'}</h1>
      <nav aria-label="Tree settings">
        <ul className="manage-tabs">
          {sections.map((s) => (
            <li key={s.key}>
              <Link href={`/familytree/${treeId}/manage/${s.key}`} aria-current={s.key === section ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href={`/familytree/${treeId}`}>Open tree</Link>
          </li>
        </ul>
      </nav>
      <LoadError message={error} onRetry={load} />
      {!tree && !error && <p aria-live="polite">Loading…</p>}
      {tree && !tree.is_write_allowed && <p className="manage-hint">You can view this tree but not change its settings.</p>}
      {tree && section === 'details' && <DetailsSection tree={tree} onChange={setTree} />}
      {tree && section === 'privacy' && <PrivacySection tree={tree} onChange={setTree} />}
      {tree && section === 'sharing' && <SharingSection tree={tree} onChange={setTree} />}
      {tree && section === 'export' && <ExportSection tree={tree} onChange={setTree} />}
      {tree && section === 'customize' && <CustomizeSection tree={tree} onChange={setTree} />}
    </div>
  );
}
