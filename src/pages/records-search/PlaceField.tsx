/** A place field of the record search form that suggests gazetteer places as the user types (Toisan → 台山市). */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { isCancelled } from '../../api/client';
import { searchPlaces } from '../../api/places';
import type { Place } from '../../protocol/places';

const DELAY_MS = 200;

/** The text a chosen place puts in the field: its name with its county or city ("台山市, 江门市"). */
export function placeText(p: Pick<Place, 'location' | 'parents'>): string {
  const parent = p.parents.at(-1);
  return parent ? `${p.location}, ${parent}` : p.location;
}

export function PlaceField({ label, name, value, onChange }: { label: string; name: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [typed, setTyped] = useState<string | null>(null);
  const [options, setOptions] = useState<Place[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const q = typed?.trim();
    if (!q) return;
    let live = true;
    const timer = setTimeout(() => {
      searchPlaces({ q, limit: 8 }).then(
        (found) => {
          if (!live) return;
          setOptions(found.objects);
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
  }, [typed]);

  const open = Boolean(typed?.trim()) && options.length > 0;
  const close = () => {
    setTyped(null);
    setOptions([]);
    setActive(-1);
  };
  const choose = (p: Place) => {
    onChange(placeText(p));
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const last = options.length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(options[active]!);
    } else if (e.key === 'Escape') {
      close();
    }
  };

  return (
    <div className="records-search__field records-search__place">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={value}
        maxLength={200}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setTyped(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(close, 150)}
      />
      {open && (
        <ul className="records-search__suggestions" role="listbox" id={listId} aria-label={`Suggested places for ${label.toLowerCase()}`}>
          {options.map((p, i) => (
            <li
              key={p.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(p);
              }}
            >
              <span lang="zh-Hans">{p.location}</span> <small>{[p.pinyin, ...p.parents.slice().reverse()].join(' · ')}</small>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
