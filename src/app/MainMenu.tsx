import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { visibleMenu, visibleUserMenu, visitorLinks, type MenuEntry, type MenuGroup } from './menu';
import { shortcutsModalStore } from './chromeState';
import { useShellSession } from './shellSession';
import { useWindowWidth } from './useWindowWidth';
import './MainMenu.css';

interface Props {
  variant: 'platform' | 'marketing';
  currentFullPath: string;
}

function EntryLink({ entry, onDone }: { entry: MenuEntry; onDone: () => void }) {
  const session = useShellSession();
  if (entry.action) {
    const run = () => {
      onDone();
      if (entry.action === 'shortcuts') shortcutsModalStore.set(true);
      if (entry.action === 'logout') session.logout?.();
    };
    return (
      <button type="button" className="menu-entry" onClick={run}>
        {entry.label}
      </button>
    );
  }
  if (entry.external) {
    return (
      <a className="menu-entry" href={entry.href} target="_blank" rel="noopener noreferrer" onClick={onDone}>
        {entry.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className="menu-entry" href={entry.href!} onClick={onDone}>
      {entry.label}
      {entry.count ? (
        <span className="menu-entry__count">
          {entry.count}
          <span className="visually-hidden"> new</span>
        </span>
      ) : null}
    </Link>
  );
}

interface DropdownProps {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** What the button shows instead of the group's label (which stays its accessible name). */
  face?: ReactNode;
  /** A first line of the open panel. */
  heading?: ReactNode;
}

function Dropdown({ group, open, onToggle, onClose, face, heading }: DropdownProps) {
  const panelId = useId();
  return (
    <li className="menu-group">
      <button type="button" className="menu-group__button" aria-label={face ? group.label : undefined} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {face ?? group.label}
        <span className="menu-group__caret" aria-hidden="true" />
      </button>
      <ul id={panelId} className="menu-group__panel" hidden={!open}>
        {heading && <li className="menu-group__heading">{heading}</li>}
        {group.entries.map((entry) => (
          <li key={entry.id}>
            <EntryLink entry={entry} onDone={onClose} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The account button: the e-mail, cut with an ellipsis when long (in full in the panel), and on a
 * phone a round initial instead, so the header never clips a half address.
 */
function UserFace({ email }: { email: string }) {
  return (
    <>
      <span className="menu-user__initial" aria-hidden="true">
        {(email.trim()[0] ?? '?').toUpperCase()}
      </span>
      <span className="menu-user__email" title={email}>
        {email}
      </span>
    </>
  );
}

/** The main menu: groups as dropdowns, plain links and the account area, by width and user. */
export function MainMenu({ variant, currentFullPath }: Props) {
  const session = useShellSession();
  const width = useWindowWidth();
  const [openId, setOpenId] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const groups = visibleMenu(variant, session, width);
  const close = () => setOpenId(null);

  useEffect(() => {
    if (!openId) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenId(null);
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpenId(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openId]);

  useEffect(() => setOpenId(null), [currentFullPath]);

  const userEntries = visibleUserMenu(session);
  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));

  return (
    <header className="main-menu" ref={rootRef}>
      <div className="main-menu__bar">
        <Link href="/" className="main-menu__logo" aria-label="Xungen home">
          <span className="main-menu__logo-zh" lang="zh-Hans">寻根</span>
          <span className="main-menu__logo-en">Xungen</span>
        </Link>
        <nav className="main-menu__nav" aria-label="Main">
          <ul className="main-menu__groups">
            {groups.map((group) =>
              group.href ? (
                <li key={group.id} className="menu-group">
                  <Link href={group.href} className={group.emphasis ? 'menu-group__cta' : 'menu-group__link'}>
                    {group.label}
                  </Link>
                </li>
              ) : (
                <Dropdown key={group.id} group={group} open={openId === group.id} onToggle={() => toggle(group.id)} onClose={close} />
              ),
            )}
          </ul>
        </nav>
        <div className="main-menu__account">
          {session.isLoggedIn ? (
            <ul className="main-menu__groups">
              <Dropdown
                group={{ id: 'user', label: session.email ?? 'Account', entries: userEntries }}
                face={<UserFace email={session.email ?? ''} />}
                heading={session.email ? <span className="menu-user__signed-in">Signed in as <strong>{session.email}</strong></span> : undefined}
                open={openId === 'user'}
                onToggle={() => toggle('user')}
                onClose={close}
              />
            </ul>
          ) : (
            visitorLinks(currentFullPath, width).map((link) => (
              <Link key={link.id} href={link.href!} className={link.id === 'login' ? 'menu-group__link' : 'menu-group__cta'}>
                {link.label}
              </Link>
            ))
          )}
        </div>
      </div>
    </header>
  );
}
