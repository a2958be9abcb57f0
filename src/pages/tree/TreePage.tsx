/**
 * The tree canvas (familytree-details, familytree-details-my): the engine draws, this page is the
 * chrome around it — header with breadcrumbs, toolbar, search, side panel, quick actions and dialogs —
 * and wires engine events, keys (through the shortcuts machine and the command registry) and edits
 * (each followed by a diff through the treeLoad machine).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ScreenPoint } from '../../../src-engine';
import { isCancelled } from '../../api/client';
import { personsApi } from '../../api/persons';
import { treesApi } from '../../api/trees';
import { Modal } from '../../app/Modal';
import { showToast } from '../../app/toast';
import type { PageProps } from '../../app/routes';
import type { RelativeKind, TreeCommandContext, TreeCommandsHost } from '../../commands';
import type { DrawPerson, Gender } from '../../protocol/draw';
import type { TreeDetails } from '../../protocol/trees';
import { UNKNOWN_NAME } from '../../protocol/names';
import { isLoggedIn, useSession } from '../../state/session';
import type { Crumb } from '../../lib/breadcrumbs';
import { QuickActionsMenu } from './QuickActionsMenu';
import { SidePanel, type PanelState } from './SidePanel';
import { TreeSearch } from './TreeSearch';
import { TreeShortcutsModal } from './TreeShortcutsModal';
import { TreeToolbar } from './TreeToolbar';
import { TreeBreadcrumbs } from './TreeBreadcrumbs';
import { CopyTreeButton } from './CopyTreeButton';
import { useEngineSelection, useEngineValue, useTreeEngine } from './useTreeEngine';
import { useMemberNameDisplay } from './useNameDisplay';
import { tutorialPlace } from './tutorialPlace';
import { useKeepSelectionInView } from './selectionInView';
import { useCardFocus } from './cardFocus';
import { useTreeLoad, useTreeLoadView } from './useTreeLoad';
import { useTreeShortcuts } from './useTreeShortcuts';
import { activateTree, treeState } from './activeTree';
import { branchActions, hasFoldedBranch, useBranchToggle } from './useBranchToggle';
import { hintActions } from '../hints/hintActions';
import { TutorialOverlay } from './TutorialOverlay';
import { useCanvasTutorial, useTutorialStep } from './useCanvasTutorial';
import { useFillViewport } from './fillViewport';
import { useTreeImageDownload } from './useTreeImageDownload';
import './TreePage.css';

const DEMO_ALIAS = 'demo';

type DetailsState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; details: TreeDetails };

const GHOST_RELATION: Record<NonNullable<DrawPerson['ghost_type']>, { relation: RelativeKind; gender?: Gender }> = {
  father: { relation: 'parent', gender: 'm' },
  mother: { relation: 'parent', gender: 'f' },
  spouse: { relation: 'spouse' },
  child: { relation: 'child' },
};

const crumbName = (p: DrawPerson) => [p.card.names_en, p.card.names_zh].filter(Boolean).join(' ') || p.card.full_name || UNKNOWN_NAME.en;

export default function TreePage({ params }: PageProps) {
  const activeTreeId = useSession((s) => s.activeTreeId);
  const treeId = params.id === DEMO_ALIAS ? null : (params.id ?? activeTreeId);
  const startPersonId = new URLSearchParams(useSearch()).get('start_person_id');
  const [, navigate] = useLocation();
  const fillViewport = useFillViewport();

  // /familytree/demo (the home page's link) stands for the public demo tree, whatever its id.
  useEffect(() => {
    if (params.id !== DEMO_ALIAS) return;
    let live = true;
    treesApi.demo().then(
      (demo) => live && navigate(`/familytree/${demo.object_id}`, { replace: true }),
      (err: unknown) => live && !isCancelled(err) && showToast(err instanceof Error ? err.message : String(err), { kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [params.id, navigate]);

  const [detailsState, setDetailsState] = useState<DetailsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!treeId) return;
    let live = true;
    setDetailsState({ kind: 'loading' });
    treesApi.details(treeId).then(
      (details) => live && setDetailsState({ kind: 'ready', details }),
      (err: unknown) => live && !isCancelled(err) && setDetailsState({ kind: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [treeId, attempt]);
  const details = detailsState.kind === 'ready' ? detailsState.details : null;
  // The tree the member opens becomes their active tree (what /familytree opens next time).
  useEffect(() => {
    if (details && treeId) void activateTree(treeId);
  }, [details, treeId]);
  const canWrite = details?.is_write_allowed ?? false;

  const [hostEl, setHostEl] = useState<HTMLDivElement | null>(null);
  const engine = useTreeEngine(hostEl);
  useMemberNameDisplay(engine);
  const snapshot = useEngineSelection(engine);
  const loadActor = useTreeLoad(engine, details && treeId ? { treeId, startPersonId, withGhosts: canWrite } : null);
  const load = useTreeLoadView(loadActor);
  const sendBranch = useBranchToggle(engine, loadActor);
  const loggedIn = useSession(isLoggedIn);
  // Latched: a later reload of the drawing must not restart the tutorial.
  const [drawnOnce, setDrawnOnce] = useState(false);
  if (load.status === 'ready' && !drawnOnce) setDrawnOnce(true);
  const drawing = load.drawing;
  const personsById = useMemo(() => new Map((drawing?.persons ?? []).map((p) => [p.object_id, p])), [drawing]);
  const personsRef = useRef(personsById);
  personsRef.current = personsById;
  // The tutorial card never covers the selected card: it moves to the bottom when that card is at the top.
  const tutorialAt = useEngineValue(engine, (s) =>
    tutorialPlace(s.camera, s.selectedId ? personsRef.current.get(s.selectedId)?.position : undefined, hostEl?.clientWidth ?? 0, hostEl?.clientHeight ?? 0),
  );
  useKeepSelectionInView(engine, hostEl, personsById);
  const cardFocus = useCardFocus(engine, drawing);

  const [panel, setPanel] = useState<PanelState | null>(null);
  const [menu, setMenu] = useState<{ personId: string; at: ScreenPoint } | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [copyOpen, setCopyOpen] = useState(false);
  // On a phone the mini-map would cover much of the little canvas there is; it stays one tap away.
  const [minimap, setMinimap] = useState(() => typeof window === 'undefined' || window.innerWidth > 700);
  const [trail, setTrail] = useState<Crumb[]>([]);
  const trailTree = useRef(treeId);
  trailTree.current = treeId;
  /** Shows a trail the store answered with, unless the page has moved on to another tree meanwhile. */
  const showTrail = useCallback((forTree: string, work: Promise<Crumb[]>) => {
    work.then(
      (next) => trailTree.current === forTree && setTrail(next),
      (error: unknown) => console.error('breadcrumbs not saved', error),
    );
  }, []);
  const downloadImage = useTreeImageDownload({ treeId, treeName: details?.name, startPersonId, mapHash: drawing?.map_hash });
  const followFocus = useRef<string | null>(null);
  // A person to select once a drawing centred on another start person has arrived.
  const selectOnLoad = useRef<string | null>(null);

  useEffect(() => {
    setTrail([]);
    if (treeId) showTrail(treeId, treeState().getBreadcrumbs(treeId));
  }, [treeId, showTrail]);
  // Again once the renderer is up: the mini-map does not exist before, and would come up shown.
  useEffect(() => engine?.setMinimapVisible(minimap), [engine, minimap, snapshot.ready]);

  const selectedId = snapshot.selectedId;
  const selected = selectedId ? personsById.get(selectedId) : undefined;

  // The trail follows the selection of real persons.
  useEffect(() => {
    if (!treeId || !selected || selected.is_ghost) return;
    showTrail(treeId, treeState().visitPerson(treeId, { personId: selected.object_id, label: crumbName(selected) }, details?.home_person ?? null));
  }, [treeId, selected, details?.home_person, showTrail]);

  // A tree opened at a person (T from the lineage, a search result outside the drawing, a delete of
  // the start person) selects them and puts the keyboard on their card.
  useEffect(() => {
    if (startPersonId) selectOnLoad.current = startPersonId;
  }, [startPersonId]);

  useEffect(() => {
    const id = selectOnLoad.current;
    // Only the new drawing, centred on that person, counts: the old one is still shown until it arrives.
    if (!id || load.status !== 'ready' || !personsById.get(id)?.is_start_person) return;
    selectOnLoad.current = null;
    followFocus.current = id;
    engine?.focusPerson(id);
  }, [load.status, personsById, engine]);

  // The first drawing of a tree shows its start person selected, where the first view centres.
  const openedTree = useRef<{ engine: unknown; treeId: string } | null>(null);
  useEffect(() => {
    if (!engine || load.status !== 'ready' || !treeId) return;
    if (openedTree.current?.engine === engine && openedTree.current.treeId === treeId) return;
    const start = [...personsById.values()].find((p) => p.is_start_person && !p.is_ghost);
    if (!start) return;
    openedTree.current = { engine, treeId };
    if (!engine.getSnapshot().selectedId && !selectOnLoad.current) engine.select(start.object_id);
  }, [load.status, personsById, engine, treeId]);

  // After an add or a delete the keyboard follows the card the machine selected.
  useEffect(() => {
    if (selectedId && followFocus.current === selectedId) {
      followFocus.current = null;
      cardFocus.focus(selectedId);
    }
  }, [selectedId, cardFocus]);

  const profilePath = useCallback((personId: string) => `/familytree/${treeId}/profile/${personId}`, [treeId]);

  const openAddRelative = useCallback((personId: string, relation: RelativeKind, gender?: Gender) => {
    setMenu(null);
    setPanel({ kind: 'addRelative', personId, relation, gender });
  }, []);

  const host: TreeCommandsHost = {
    openPanel: (kind, personId) => {
      if (kind === 'quickActions') {
        const el = hostEl;
        setMenu({ personId, at: { x: (el?.clientWidth ?? 0) / 2, y: (el?.clientHeight ?? 0) / 2 } });
      } else setPanel({ kind, personId });
    },
    // Esc closes the innermost thing only: the quick actions menu before the side panel under it.
    closePanel: () => {
      if (menu) setMenu(null);
      else setPanel(null);
      // Back to the selected card; the menu's or panel's person when nothing is selected.
      cardFocus.focus(engine?.getSnapshot().selectedId ?? menu?.personId ?? panel?.personId);
    },
    navigate: (view, personId) => {
      if (view === 'profile') navigate(profilePath(personId));
      else if (view === 'lineage') navigate(`/familytree/${treeId}/lineage?start_person_id=${encodeURIComponent(personId)}`);
      else if (personsById.has(personId)) engine?.focusPerson(personId);
      else navigate(`/familytree/${treeId}?start_person_id=${encodeURIComponent(personId)}`);
    },
    deletePerson: (personId) => {
      setMenu(null);
      setConfirmDelete(personId);
    },
    startAddRelative: (personId, relation) => openAddRelative(personId, relation),
    openSearch: () => setSearchOpen(true),
    closeModal: () => {
      setConfirmDelete(null);
      setShortcutsOpen(false);
      cardFocus.focus();
    },
  };
  const commandCtx: TreeCommandContext = {
    treeId: treeId ?? '',
    selectedPersonId: selectedId,
    selectedIsGhost: selected?.is_ghost ?? false,
    isWriteAllowed: canWrite,
    panel: menu ? 'quickActions' : (panel?.kind ?? null),
    view: 'tree',
  };
  const tutorial = useCanvasTutorial(engine, hostEl, loggedIn && drawnOnce, !!panel || !!menu || searchOpen || shortcutsOpen || confirmDelete !== null);
  const tutorialStep = useTutorialStep(tutorial);
  useTreeShortcuts(host, commandCtx, confirmDelete !== null || shortcutsOpen || copyOpen, tutorial);

  // The keyboard's own context-menu keys open the quick actions of the selected card, as right click does.
  useEffect(() => {
    if (!hostEl || !engine) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ContextMenu' && !(e.shiftKey && e.key === 'F10')) return;
      const id = engine.getSnapshot().selectedId;
      if (!id || personsRef.current.get(id)?.is_ghost) return;
      e.preventDefault();
      setMenu({ personId: id, at: { x: hostEl.clientWidth / 2, y: hostEl.clientHeight / 2 } });
    };
    hostEl.addEventListener('keydown', onKey);
    return () => hostEl.removeEventListener('keydown', onKey);
  }, [hostEl, engine]);

  // Engine events: pointer gestures on cards and lines.
  useEffect(() => {
    if (!engine) return;
    const ghost = (id: string) => {
      const p = personsRef.current.get(id);
      if (!p?.is_ghost || !p.ghost_of || !p.ghost_type) return false;
      const { relation, gender } = GHOST_RELATION[p.ghost_type];
      openAddRelative(p.ghost_of, relation, gender);
      return true;
    };
    const offs = [
      engine.on('person.click', (e) => {
        setMenu(null);
        if (!ghost(e.personId)) setPanel({ kind: 'quickView', personId: e.personId });
      }),
      engine.on('person.open', (e) => {
        if (!ghost(e.personId)) setPanel({ kind: 'quickView', personId: e.personId });
      }),
      engine.on('person.dblclick', (e) => {
        if (ghost(e.personId)) return;
        setPanel(canWrite ? { kind: 'quickEdit', personId: e.personId } : { kind: 'quickView', personId: e.personId });
      }),
      engine.on('person.contextmenu', (e) => {
        if (e.isGhost) return;
        engine.select(e.personId);
        // An open quick view follows the person whose menu this is; a form keeps what is typed in it.
        setPanel((p) => (p?.kind === 'quickView' ? { kind: 'quickView', personId: e.personId } : p));
        setMenu({ personId: e.personId, at: e.screen });
      }),
      engine.on('person.profile', (e) => !e.isGhost && navigate(profilePath(e.personId))),
      engine.on('person.newtab', (e) => !e.isGhost && window.open(profilePath(e.personId), '_blank', 'noopener')),
      engine.on('line.click', (e) => engine.highlightFamily(e.familyId)),
      engine.on('background.click', () => {
        setMenu(null);
        engine.highlightFamily(null);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [engine, canWrite, navigate, profilePath, openAddRelative]);

  const reloadAfter = (trigger: 'edit' | 'add' | 'delete', selectPersonId?: string) => {
    // A person already selected keeps the focus through the diff (useCardFocus); another gets it once selected.
    if (selectPersonId && selectPersonId !== engine?.getSnapshot().selectedId) followFocus.current = selectPersonId;
    loadActor?.send({ type: 'user.edited', trigger, selectPersonId });
  };

  // Also the dialog's close event after a delete: the focus then waits for the person the selection moves to.
  const cancelDelete = () => {
    setConfirmDelete(null);
    cardFocus.focus();
  };

  const runDelete = async () => {
    const id = confirmDelete;
    if (!id) return;
    setDeleting(true);
    try {
      const result = await personsApi.remove(id);
      setConfirmDelete(null);
      setPanel(null);
      if (treeId) showTrail(treeId, treeState().forgetPerson(treeId, id));
      engine?.select(null);
      const focus = result.focus_person_id;
      if (id === startPersonId) {
        // The drawing was centred on the deleted person: centre it on the one the focus moves to.
        selectOnLoad.current = focus;
        navigate(`/familytree/${treeId}${focus ? `?start_person_id=${encodeURIComponent(focus)}` : ''}`, { replace: true });
      } else reloadAfter('delete', focus ?? undefined);
      showToast('Person deleted.', { kind: 'success' });
    } catch (err) {
      if (!isCancelled(err)) showToast(err instanceof Error ? err.message : String(err), { kind: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  if (params.id === DEMO_ALIAS) {
    return (
      <p className="page-loading" role="status">
        Opening the demo tree…
      </p>
    );
  }
  if (!treeId) {
    return (
      <div className="tree-page tree-page--message">
        <h1>No family tree yet</h1>
        <p>
          <Link href="/familytree/create">Start your tree</Link> or look around the demo tree from the home page.
        </p>
      </div>
    );
  }

  const deleteName = confirmDelete ? crumbName(personsById.get(confirmDelete) ?? ({ card: { names_en: '', names_zh: '', full_name: 'this person' } } as DrawPerson)) : '';
  const failure = detailsState.kind === 'error' ? detailsState.message : load.status === 'failed' ? load.error : null;

  return (
    <div className="tree-page" ref={fillViewport}>
      <header className="tree-page__head">
        <TreeBreadcrumbs
          treeName={details?.name ?? 'Family tree'}
          trail={trail}
          selectedId={selectedId}
          onChoose={(id) => {
            engine?.focusPerson(id);
            cardFocus.focus(id);
          }}
        />
        {details && !canWrite && <span className="tree-page__badge">View only</span>}
        {details && <CopyTreeButton key={details.object_id} details={details} onDialog={setCopyOpen} />}
        <TreeToolbar
          engine={engine}
          host={hostEl}
          minimap={minimap}
          onToggleMinimap={() => setMinimap((m) => !m)}
          onSearch={() => setSearchOpen(true)}
          onShortcuts={() => setShortcutsOpen(true)}
          onDownloadImage={downloadImage}
        />
      </header>
      {searchOpen && (
        <TreeSearch
          treeId={treeId}
          onClose={() => {
            setSearchOpen(false);
            cardFocus.focus();
          }}
          onChoose={(p) => {
            setSearchOpen(false);
            host.navigate('tree', p.id);
            // A person outside this drawing is selected, and focused, once the drawing around them arrives.
            if (personsById.has(p.id)) cardFocus.focus(p.id);
          }}
        />
      )}
      <div className="tree-page__body">
        <div className="tree-canvas" ref={setHostEl} data-testid="tree-host">
          {(detailsState.kind === 'loading' || (details && load.status === 'loading')) && !failure && (
            <p className="tree-canvas__status" role="status">
              Loading the tree…
            </p>
          )}
          {failure && (
            <div className="tree-canvas__status" role="alert">
              <p>The tree could not be loaded: {failure}</p>
              <button
                type="button"
                className="tree-button tree-button--primary"
                onClick={() => (detailsState.kind === 'error' ? setAttempt((a) => a + 1) : loadActor?.send({ type: 'user.retry' }))}
              >
                Try again
              </button>
            </div>
          )}
          {load.status === 'ready' && load.error && (
            <div className="tree-canvas__status tree-canvas__status--corner" role="alert">
              <p>The tree could not be refreshed: {load.error}</p>
              <button type="button" className="tree-button" onClick={() => loadActor?.send({ type: 'user.retry' })}>
                Try again
              </button>
            </div>
          )}
          <TutorialOverlay step={tutorialStep} place={tutorialAt} onSkip={() => tutorial?.send({ type: 'user.skip' })} />
          {menu && (
            <QuickActionsMenu
              ctx={{ ...commandCtx, selectedPersonId: menu.personId, selectedIsGhost: false, panel: 'quickActions' }}
              host={host}
              extra={[...branchActions(personsById.get(menu.personId), sendBranch), ...hintActions(personsById.get(menu.personId), treeId, navigate)]}
              at={menu.at}
              onClose={() => {
                setMenu(null);
                cardFocus.focus(engine?.getSnapshot().selectedId ?? menu.personId);
              }}
            />
          )}
        </div>
        {panel && (
          <SidePanel
            panel={panel}
            treeId={treeId}
            canWrite={canWrite}
            onClose={() => {
              setPanel(null);
              cardFocus.focus(engine?.getSnapshot().selectedId ?? panel.personId);
            }}
            onOpen={setPanel}
            onFocusPerson={(id) => host.navigate('tree', id)}
            onProfile={(id) => navigate(profilePath(id))}
            onDelete={(id) => setConfirmDelete(id)}
            onSaved={(p) => {
              setPanel({ kind: 'quickView', personId: p.id });
              reloadAfter('edit', p.id);
              cardFocus.focus(p.id);
            }}
            onAdded={(p) => {
              // A relative added to someone whose branch is folded would not be drawn: open it first.
              if (panel.kind === 'addRelative' && hasFoldedBranch(personsById.get(panel.personId))) sendBranch('expand', panel.personId);
              setPanel({ kind: 'quickView', personId: p.id });
              reloadAfter('add', p.id);
            }}
          />
        )}
      </div>
      <Modal open={confirmDelete !== null} onClose={cancelDelete} title="Delete this person?">
        <p>
          {deleteName} will be removed from the tree with their links to parents, spouses and children. This cannot be undone.
        </p>
        <div className="tree-form__actions">
          <button type="button" className="tree-button tree-button--danger" disabled={deleting} onClick={() => void runDelete()}>
            {deleting ? 'Deleting…' : 'Delete'}
          </button>
          <button type="button" className="tree-button" onClick={cancelDelete}>
            Cancel
          </button>
        </div>
      </Modal>
      <TreeShortcutsModal
        open={shortcutsOpen}
        onClose={() => {
          setShortcutsOpen(false);
          cardFocus.focus();
        }}
      />
    </div>
  );
}
