/**
 * The tree's header trail in one line: Family trees › the tree › the persons visited. A long trail
 * keeps its first and last persons and folds the middle into an "…" menu (collapseTrail); how many
 * stay depends on the width the header leaves it. Long names end in an ellipsis and show whole on hover.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Crumb } from '../../lib/breadcrumbs';
import { collapseTrail } from '../../lib/collapseTrail';
import { MenuButton } from './MenuButton';

/** Width taken by "Family trees" and the tree's name, and by each person's crumb, in CSS pixels. */
const FIXED_PART = 180;
const PER_PERSON = 100;

/** How many persons the trail shows in `width` pixels: two at least (where it began and where the user is), six at most. */
export function crumbsShown(width: number): number {
  return Math.min(6, Math.max(2, Math.floor((width - FIXED_PART) / PER_PERSON)));
}

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface Props {
  treeName: string;
  trail: Crumb[];
  selectedId: string | null;
  onChoose: (personId: string) => void;
}

export function TreeBreadcrumbs({ treeName, trail, selectedId, onChoose }: Props) {
  const [nav, width] = useWidth<HTMLElement>();
  const { head, hidden, tail } = collapseTrail(trail, crumbsShown(width));
  const crumb = (c: Crumb) => (
    <li key={c.personId} className="tree-crumbs__person">
      <button type="button" className="tree-link" title={c.label} aria-current={c.personId === selectedId ? 'true' : undefined} onClick={() => onChoose(c.personId)}>
        {c.label}
      </button>
    </li>
  );
  return (
    <nav ref={nav} aria-label="Breadcrumbs" className="tree-crumbs">
      <ol>
        <li className="tree-crumbs__home">
          <Link href="/familytree/manage">Family trees</Link>
        </li>
        <li className="tree-crumbs__tree">
          <h1 className="tree-page__title" title={treeName}>
            {treeName}
          </h1>
        </li>
        {head.map(crumb)}
        {hidden.length > 0 && (
          <li className="tree-crumbs__more">
            <MenuButton
              label={`${hidden.length} more ${hidden.length === 1 ? 'person' : 'persons'} on the trail`}
              menuLabel="Persons between on the trail"
              className="tree-link tree-crumbs__ellipsis"
              items={hidden.map((c) => ({ id: c.personId, label: c.label, onSelect: () => onChoose(c.personId) }))}
            >
              …
            </MenuButton>
          </li>
        )}
        {tail.map(crumb)}
      </ol>
    </nav>
  );
}
