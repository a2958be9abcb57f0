/** A place field of the record search form that suggests gazetteer places as the user types (Toisan → 台山市). */
import { useId } from 'react';
import { searchPlaces } from '../../api/places';
import type { Place } from '../../protocol/places';
import { usePlaceSuggestions } from '../places/usePlaceSuggestions';

/** The text a chosen place puts in the field: its name with its county or city ("台山市, 江门市"). */
export function placeText(p: Pick<Place, 'location' | 'parents'>): string {
  const parent = p.parents.at(-1);
  return parent ? `${p.location}, ${parent}` : p.location;
}

export function PlaceField({ label, name, value, onChange }: { label: string; name: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const s = usePlaceSuggestions<Place>((q) => searchPlaces({ q, limit: 8 }).then((found) => found.objects as Place[]), (p) => onChange(placeText(p)));
  const { options, active, open } = s;

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
          s.typed(e.target.value);
        }}
        onKeyDown={s.onKeyDown}
        onBlur={() => setTimeout(s.close, 150)}
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
                onChange(placeText(p));
                s.close();
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
