/**
 * A place field of the tree editor that suggests places as the user types: the places the tree
 * already names first, then the gazetteer's (开平 → 开平市, 江门市, 广东省), from
 * familytree/{id}/locations/. Without a tree (no provider) it is a plain text field.
 */
import { createContext, useContext, useId } from 'react';
import { fetchTreeLocations, type TreeLocation } from '../../../api/places';
import { usePlaceSuggestions } from '../../places/usePlaceSuggestions';

/** The tree whose places are suggested; SidePanel provides it. */
export const PlaceSuggestTree = createContext<string | null>(null);

/** onPick hears which suggestion was chosen (its place_id), beside the text onChange gets. */
export function PlaceInput({ id, value, onChange, onPick }: { id: string; value: string; onChange: (value: string) => void; onPick?: (place: TreeLocation) => void }) {
  const treeId = useContext(PlaceSuggestTree);
  const listId = useId();
  const pick = (o: TreeLocation) => {
    onChange(o.location);
    onPick?.(o);
  };
  const s = usePlaceSuggestions<TreeLocation>(
    treeId ? (q) => fetchTreeLocations(treeId, q).then((found) => found.filter((o) => o.location !== q).slice(0, 12)) : null,
    pick,
    treeId,
  );
  const { options, active, open } = s;

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
          s.typed(e.target.value);
        }}
        onKeyDown={s.onKeyDown}
        onBlur={() => setTimeout(s.close, 150)}
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
                pick(o);
                s.close();
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
