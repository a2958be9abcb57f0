/**
 * "Mark where it lies": a signed-in member saves the point of a place (as a map copies it, "lat, lng")
 * with place/:id/save-location/; the page shows the member's own mark with a link to the map.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { saveLocation } from '../../api/places';
import type { PlaceDetail } from '../../protocol/places';
import { isLoggedIn, useSession } from '../../state/session';

type Mark = { lat: number; lng: number };

const mapHref = (m: Mark) => `https://www.openstreetmap.org/?mlat=${m.lat}&mlon=${m.lng}#map=15/${m.lat}/${m.lng}`;

export function SaveLocationForm({ place }: { place: PlaceDetail }) {
  const loggedIn = useSession(isLoggedIn);
  const [mark, setMark] = useState<Mark | null>(place.saved_location);
  const [text, setText] = useState(place.saved_location ? `${place.saved_location.lat}, ${place.saved_location.lng}` : '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!loggedIn) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const saved = await saveLocation(place.id, text);
      setMark({ lat: saved.lat, lng: saved.lng });
    } catch (err) {
      const fields = err instanceof ApiError ? err.body.fields : undefined;
      const messages = fields ? Object.values(fields).flat() : [];
      setError(messages.length ? messages.join(' ') : err instanceof ApiError ? err.body.error : 'The mark could not be saved. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="save-location-title" className="places__mark">
      <h2 id="save-location-title">Your mark on the map</h2>
      {mark ? (
        <p role="status">
          You marked {place.location} at{' '}
          <a href={mapHref(mark)} rel="noopener noreferrer" target="_blank">
            {mark.lat.toFixed(5)}° N, {mark.lng.toFixed(5)}° E
          </a>
          . Only you see this mark.
        </p>
      ) : (
        <p className="places__hint">Found the village on a map? Copy its point (latitude, longitude) here to keep it with this place. Only you see your mark.</p>
      )}
      <form onSubmit={submit} aria-label="Mark where it lies">
        <label>
          Latitude, longitude
          <input name="location" value={text} placeholder="22.2513, 112.7799" onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} />
        </label>
        <button type="submit" disabled={sending}>
          {mark ? 'Move the mark' : 'Save the mark'}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
