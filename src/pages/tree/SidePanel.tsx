/** The side panel beside the canvas: quick view, quick edit, full edit or add relative for one person. */
import { useRef } from 'react';
import type { RelativeKind } from '../../commands';
import type { Gender } from '../../protocol/draw';
import type { PersonOut } from '../../protocol/trees';
import { AddRelative, RELATION_TITLE } from './panel/AddRelative';
import { FullEdit } from './panel/FullEdit';
import { PlaceSuggestTree } from './panel/PlaceInput';
import { QuickEdit } from './panel/QuickEdit';
import { QuickView } from './panel/QuickView';
import { useFirstFieldFocus } from './panelFocus';

export type PanelState =
  | { kind: 'quickView' | 'quickEdit' | 'fullEdit'; personId: string }
  | { kind: 'addRelative'; personId: string; relation: RelativeKind; gender?: Gender };

interface Props {
  panel: PanelState;
  treeId: string;
  canWrite: boolean;
  onClose: () => void;
  onOpen: (panel: PanelState) => void;
  onFocusPerson: (id: string) => void;
  onProfile: (id: string) => void;
  onDelete: (id: string) => void;
  onSaved: (person: PersonOut) => void;
  onAdded: (person: PersonOut) => void;
}

const TITLES = { quickView: 'Quick view', quickEdit: 'Quick edit', fullEdit: 'Full edit' } as const;

export function SidePanel({ panel, treeId, canWrite, onClose, onOpen, onFocusPerson, onProfile, onDelete, onSaved, onAdded }: Props) {
  const title = panel.kind === 'addRelative' ? RELATION_TITLE[panel.relation] : TITLES[panel.kind];
  const root = useRef<HTMLElement>(null);
  // The quick view is for reading: the keyboard stays on the card, where the arrows keep working.
  useFirstFieldFocus(root, panel.kind === 'quickView' ? null : panel);
  return (
    <PlaceSuggestTree.Provider value={treeId}>
      <aside ref={root} className="tree-panel" aria-label={title}>
        <header className="tree-panel__head">
          <h2>{title}</h2>
          <button type="button" className="tree-button" aria-label="Close panel" onClick={onClose}>
            ×
          </button>
        </header>
        {panel.kind === 'quickView' && (
          <QuickView
            personId={panel.personId}
            canWrite={canWrite}
            onFocusPerson={onFocusPerson}
            onEdit={() => onOpen({ kind: 'quickEdit', personId: panel.personId })}
            onProfile={() => onProfile(panel.personId)}
            onAddRelative={(relation) => onOpen({ kind: 'addRelative', personId: panel.personId, relation })}
            onDelete={() => onDelete(panel.personId)}
          />
        )}
        {panel.kind === 'fullEdit' && <FullEdit personId={panel.personId} onSaved={onSaved} onCancel={onClose} />}
        {panel.kind === 'quickEdit' && <QuickEdit personId={panel.personId} onSaved={onSaved} onCancel={onClose} />}
        {panel.kind === 'addRelative' && (
          <AddRelative treeId={treeId} personId={panel.personId} relation={panel.relation} gender={panel.gender} onAdded={onAdded} onCancel={onClose} />
        )}
      </aside>
    </PlaceSuggestTree.Provider>
  );
}
