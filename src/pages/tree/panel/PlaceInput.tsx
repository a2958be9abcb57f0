/**
 * A place field of the tree editor that suggests places as the user types: the places the tree
 * already names first, then the gazetteer's (开平 → 开平市, 江门市, 广东省), from
 * familytree/{id}/locations/. Without a tree (no provider) it is a plain text field.
 */
import { createContext, useContext, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { isCancelled } from '../../../api/client';
import { fetchTreeLocations, type TreeLocation } from '../../../api/places';

/** The tree whose places are suggested; SidePanel provides it. */
export const PlaceSuggestTree = createContext<string | null>(null);

const DELAY_MS = 200;

/** onPick hears which suggestion was chosen (its place_id), beside the text onChange gets. */
export function PlaceInput({ id, value, onChange, onPick }: { id: string; value: string; onChange: (value: string) => void; onPick?: (place: TreeLocation) => void }) {
  const treeId = useContext(PlaceSuggestTree);
  const listId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [options, setOptions] = useState<TreeLocation[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const q = typed?.trim();
    if (!treeId || !q) return;
    let live = true;
    const timer = setTimeout(() => {
      fetchTreeLocations(treeId, q).then(
        (found) => {
          if (!live) return;
          setOptions(found.filter((o) => o.location !== q).slice(0, 12));
          setActive(-1);
        },
        (err: unknown) => {
          if (live && !isCancelled(err)) setOptions([]);
        },
      );
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [treeId, typed]);

  const open = Boolean(typed?.trim()) && options.length > 0;
  const close = () => {
    setTyped(null);
    setOptions([]);
    setActive(-1);
  };
  const choose = (o: TreeLocation) => {
    onChange(o.location);
    onPick?.(o);
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const last = options.length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter' && active >= 0 && active < options.length) {
      e.preventDefault();
      choose(options[active]!);
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };

  return (
    <div className="place-input">
      <input
        id={id}
        value={value}
        autoComplete="off"
        role={treeId ? 'combobox' : undefined}
        aria-autocomplete={treeId ? 'list' : undefined}
        aria-expanded={treeId ? open : undefined}
        aria-controls={treeId ? listId : undefined}
        aria-activedescendant={open && active >= 0 && active < options.length ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setTyped(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(close, 150)}
      />
      {open && (
        <ul className="place-input__list" role="listbox" id={listId} aria-label="Suggested places">
          {options.map((o, i) => (
            <li
              key={`${o.place_id ?? 'tree'}-${o.location}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
            >
              <span lang={/\p{Script=Han}/u.test(o.location) ? 'zh-Hans' : undefined}>{o.location}</span>
              <small>{o.place_id ? 'Gazetteer' : o.count === 1 ? 'In this tree' : `In this tree (${o.count})`}</small>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
