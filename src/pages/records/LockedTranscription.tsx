/**
 * A transcription behind the paywall: the record's index is open to everyone, the entry as written is
 * for members. The button asks the server (person-mentions/:code/transcription/), which answers a
 * subscriber or staff member with the text and anyone else with the paywall (its 403 opens the
 * paywall modal through the API client; a visitor is offered it at once).
 */
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { fetchRecordTranscription } from '../../api/records';
import { openPaywall } from '../../app/chromeState';
import { Transcription } from './RecordParts';

export function LockedTranscription({ code, zoom }: { code: string; zoom?: number }) {
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (text !== null) return <Transcription text={text} zoom={zoom} />;
  const show = async () => {
    setBusy(true);
    try {
      setText((await fetchRecordTranscription(code)).transcription);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) openPaywall();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="records__locked" style={{ fontSize: `${zoom ?? 1}em` }} aria-label="Entry as written, for members">
      <p>The full transcription of the overseas and China collections is for members.</p>
      <button type="button" onClick={() => void show()} disabled={busy}>
        Show the full transcription
      </button>
    </div>
  );
}
