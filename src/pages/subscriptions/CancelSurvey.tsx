/** The cancel survey: why the member leaves (one reason, an optional comment), kept for staff. */
import { useState, type FormEvent } from 'react';
import { Modal } from '../../app/Modal';
import { cancelReasonLabels, cancelReasons, type CancelRequest } from '../../protocol/subscriptions';

export function CancelSurvey({ open, periodEnd, onClose, onSubmit }: { open: boolean; periodEnd: string | null; onClose: () => void; onSubmit: (survey: CancelRequest['survey']) => Promise<void> }) {
  const [reason, setReason] = useState<CancelRequest['survey']['reason'] | ''>('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setBusy(true);
    try {
      await onSubmit({ reason, comment });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title="Cancel your membership">
      <form className="cancel-survey" onSubmit={submit}>
        <p>
          Your membership stays active until {periodEnd ? new Date(periodEnd).toLocaleDateString() : 'the end of the period'}; you can reactivate it until then.
        </p>
        <fieldset className="account-choice">
          <legend>Why are you leaving?</legend>
          {cancelReasons.map((r) => (
            <label key={r}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} required />
              {cancelReasonLabels[r]}
            </label>
          ))}
        </fieldset>
        <label htmlFor="cancel-comment">Anything else you would like to tell us? (optional)</label>
        <textarea id="cancel-comment" name="comment" maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
        <div className="subscription-box__actions">
          <button type="submit" className="account-button" disabled={busy || !reason}>
            Cancel membership
          </button>
          <button type="button" className="link-button" onClick={onClose}>
            Keep my membership
          </button>
        </div>
      </form>
    </Modal>
  );
}
