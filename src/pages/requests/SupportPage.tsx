/**
 * support: /support (login needed) — a member asks for help (support-form/mcr/), an institution
 * writes about its collection (support-form/institutional/), or a member asks our researchers about a
 * record or case (consult-case/). Screenshots and scans upload first, with their progress.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { sendConsultCase, sendSupportForm } from '../../api/requests';
import { institutionalHelpTypes, mcrHelpTypes } from '../../protocol/requests';
import { useSession } from '../../state/session';
import { describeError, Field, type FieldErrors } from '../account/shared';
import { AttachmentPicker, attachmentIds, uploading, type PickedFile } from './AttachmentPicker';
import './requests.css';

type FormKind = 'mcr' | 'institutional' | 'consult';
const choices: { id: FormKind; label: string; hint: string }[] = [
  { id: 'mcr', label: 'Help with my account, tree or records', hint: 'Tell us what you did and what you saw; a screenshot helps.' },
  { id: 'consult', label: 'Ask a researcher about a record or my research', hint: 'Describe the record, the people and what you want to know.' },
  { id: 'institutional', label: 'I write for an institution', hint: 'Archives, libraries, clan associations and museums.' },
];
const IMAGE_ACCEPT = '.jpg,.jpeg,.jpe,.jfif,.png,.gif,.bmp,.svg';

export default function SupportPage() {
  const member = useSession((s) => s.member);
  const [kind, setKind] = useState<FormKind>('mcr');
  const [helpType, setHelpType] = useState('');
  const [comment, setComment] = useState('');
  const [contact, setContact] = useState({ email: member?.email ?? '', first_name: member?.first_name ?? '', last_name: member?.last_name ?? '' });
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const helpTypes = kind === 'institutional' ? institutionalHelpTypes : mcrHelpTypes;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage('');
    setFields({});
    try {
      const attachments = attachmentIds(files);
      const { id } =
        kind === 'consult'
          ? await sendConsultCase({ content: comment, attachments })
          : await sendSupportForm(kind, { ...contact, email: contact.email.trim() || undefined, help_type: helpType, comment, attachments });
      setSent(id);
      setComment('');
      setFiles([]);
      setHelpType('');
    } catch (err) {
      const described = describeError(err);
      setMessage(described.message);
      setFields(described.fields);
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (name: string) =>
    Object.entries(fields)
      .filter(([k]) => k === name || k.startsWith(`${name}.`))
      .flatMap(([, v]) => v);
  const error = (name: string) =>
    errorOf(name).length ? (
      <div className="account-error" role="alert">
        {errorOf(name).join(' ')}
      </div>
    ) : null;

  return (
    <main className="requests-page">
      <div className="account-card wide">
        <h1>Support</h1>
        <p>
          Write to our team; we answer within two working days. To ask about a paid service instead, <Link href="/get-in-touch">get in touch</Link>.
        </p>
        {sent && (
          <p className="account-success" role="status">
            Thank you: your request has reached us (reference {sent.slice(0, 8)}). We sent you a confirmation by e-mail.
          </p>
        )}
        <form onSubmit={submit} noValidate>
          <fieldset className="account-choice">
            <legend>What is it about?</legend>
            {choices.map((c) => (
              <label key={c.id} className="account-check">
                <input type="radio" name="support-kind" value={c.id} checked={kind === c.id} onChange={() => (setKind(c.id), setHelpType(''), setFields({}))} />
                {c.label}
              </label>
            ))}
          </fieldset>
          <p className="account-hint">{choices.find((c) => c.id === kind)!.hint}</p>

          {kind !== 'consult' && (
            <>
              <div className="account-field">
                <label htmlFor="support-help-type">I need help with</label>
                <select id="support-help-type" value={helpType} onChange={(e) => setHelpType(e.target.value)} aria-invalid={errorOf('help_type').length > 0}>
                  <option value="">Choose…</option>
                  {helpTypes.map((h) => (
                    <option key={h.value} value={h.value}>
                      {h.label}
                    </option>
                  ))}
                </select>
                {error('help_type')}
              </div>
              <div className="account-row">
                <Field label="First name" name="first_name" value={contact.first_name} errors={fields} onChange={(e) => setContact({ ...contact, first_name: e.target.value })} />
                <Field label="Last name" name="last_name" value={contact.last_name} errors={fields} onChange={(e) => setContact({ ...contact, last_name: e.target.value })} />
              </div>
              <Field label="Reply to (e-mail)" name="email" type="email" value={contact.email} errors={fields} onChange={(e) => setContact({ ...contact, email: e.target.value })} />
            </>
          )}

          <div className="account-field">
            <label htmlFor="support-comment">{kind === 'consult' ? 'Your case' : 'Your message'}</label>
            <textarea id="support-comment" rows={6} maxLength={kind === 'consult' ? 10000 : 5000} value={comment} onChange={(e) => setComment(e.target.value)} aria-invalid={errorOf(kind === 'consult' ? 'content' : 'comment').length > 0} />
            {error(kind === 'consult' ? 'content' : 'comment')}
          </div>

          <AttachmentPicker
            purpose="consult"
            label={kind === 'consult' ? 'Attach scans or photos of the record (optional)' : 'Attach a screenshot (optional)'}
            hint="Images up to 100 MB each."
            accept={IMAGE_ACCEPT}
            files={files}
            onChange={setFiles}
          />
          {error('attachments')}
          {message && (
            <p className="account-error" role="alert">
              {message}
            </p>
          )}
          <div className="requests-actions">
            <button type="submit" disabled={busy || uploading(files)}>
              {uploading(files) ? 'Uploading…' : 'Send'}
            </button>
          </div>
        </form>
      </div>
    </main>
  );
}
