/** An asset's date, place, description and file name, saved together as a patch of what changed. */
import { useId, useState, type FormEvent } from 'react';
import type { Asset, AssetLocation, AssetPatch } from '../../protocol/library';
import { DateFields } from '../tree/panel/PersonFormView';
import { PlaceInput, PlaceSuggestTree } from '../tree/panel/PlaceInput';
import { dateForm, dateValue } from '../tree/panel/personForm';
import { changedFields } from './assetPatch';

interface Props {
  asset: Asset;
  busy: boolean;
  onSave: (patch: AssetPatch) => void;
}

export function AssetDetailsForm({ asset, busy, onSave }: Props) {
  const id = useId();
  const [date, setDate] = useState(() => dateForm(asset.event_date));
  const place0 = asset.tags.locations[0] ?? null;
  const [place, setPlace] = useState<AssetLocation | null>(place0);
  const [description, setDescription] = useState(asset.description);
  const [filename, setFilename] = useState(asset.filename);
  const [note, setNote] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = place?.name.trim();
    const patch = changedFields(asset, {
      event_date: dateValue(date, asset.event_date),
      location_tag: name ? { place_id: place?.place_id ?? null, name } : null,
      description,
      filename,
    });
    setNote(patch ? null : 'Nothing has changed.');
    if (patch) onSave(patch);
  };
  return (
    <form className="asset-section tree-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Details</h2>
      <DateFields id={`${id}-date`} legend="Date" value={date} onChange={setDate} />
      <div className="asset-field">
        <label htmlFor={`${id}-place`}>Place</label>
        <PlaceSuggestTree.Provider value={asset.family_tree_id}>
          <PlaceInput
            id={`${id}-place`}
            value={place?.name ?? ''}
            // Typing makes the place free text; choosing a suggestion of the gazetteer keeps its id.
            onChange={(v) => setPlace(v ? { place_id: null, name: v } : null)}
            onPick={(o) => setPlace({ place_id: o.place_id ?? null, name: o.location })}
          />
        </PlaceSuggestTree.Provider>
      </div>
      <div className="asset-field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="asset-field">
        <label htmlFor={`${id}-filename`}>File name</label>
        <input id={`${id}-filename`} value={filename} onChange={(e) => setFilename(e.target.value)} />
      </div>
      <div>
        <button type="submit" className="library-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save details'}
        </button>
        {note && <span className="library-meta"> {note}</span>}
      </div>
    </form>
  );
}
