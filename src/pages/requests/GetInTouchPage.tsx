/**
 * get-in-touch: /get-in-touch — a short multi-step request to the team: what the family is interested
 * in (preselected from ?interest=<service route name>), their story, documents (each uploaded with
 * its progress), contact details (the request is sent and stored here), and a time for the call.
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { scheduleCall, sendGetInTouch, updateProspectRequest } from '../../api/requests';
import { ACCEPTED_EXTENSIONS } from '../../protocol/library';
import { interestOptions, interestSlugs } from '../../protocol/requests';
import { useSession } from '../../state/session';
import { describeError, Field, type FieldErrors } from '../account/shared';
import { AttachmentPicker, attachmentIds, uploading, type PickedFile } from './AttachmentPicker';
import './requests.css';

const steps = [
  { id: 'interests', title: 'What can we help with?' },
  { id: 'story', title: 'Your family’s story' },
  { id: 'documents', title: 'Documents' },
  { id: 'contact', title: 'Your contact details' },
  { id: 'call', title: 'A time for the call' },
] as const;
type StepId = (typeof steps)[number]['id'];
const ACCEPT = Object.values(ACCEPTED_EXTENSIONS)
  .flat()
  .map((e) => `.${e}`)
  .join(',');
/** Which step shows a field's error. */
const stepOfField: Record<string, StepId> = { interests: 'interests', other_comment: 'story', request_info: 'story', attachments: 'documents' };

export default function GetInTouchPage() {
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const member = useSession((s) => s.member);
  const preselected = query.get('interest');
  const [step, setStep] = useState<StepId>('interests');
  const [interests, setInterests] = useState<string[]>(preselected && interestSlugs.includes(preselected) ? [preselected] : []);
  const [story, setStory] = useState('');
  const [wish, setWish] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [contact, setContact] = useState({ first_name: member?.first_name ?? '', last_name: member?.last_name ?? '', email: member?.email ?? '', subscribe_to_newsletter: false });
  const [callAt, setCallAt] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendProgress, setSendProgress] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const index = steps.findIndex((s) => s.id === step);

  const go = (to: StepId) => {
    setMessage('');
    setFields({});
    setStep(to);
  };
  const next = () => go(steps[index + 1].id);
  const back = () => go(steps[index - 1].id);

  const fail = (err: unknown) => {
    const described = describeError(err);
    setMessage(described.message);
    setFields(described.fields);
    const first = Object.keys(described.fields)[0]?.split('.')[0];
    if (first && stepOfField[first]) setStep(stepOfField[first]);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    setFields({});
    try {
      await action();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
      setSendProgress(null);
    }
  };

  const submitInterests = (e: FormEvent) => {
    e.preventDefault();
    if (!interests.length) {
      setFields({ interests: ['Choose at least one interest.'] });
      return;
    }
    next();
  };

  const submitContact = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (requestId) {
        await updateProspectRequest(requestId, { interests, other_comment: story, attachments: attachmentIds(files) });
      } else {
        setSendProgress(0);
        const { id } = await sendGetInTouch(
          {
            ...contact,
            interests,
            other_comment: story,
            request_info: wish,
            attachments: attachmentIds(files),
            entry_point_url: document.referrer.slice(0, 2000),
            entry_point_name: preselected ?? 'get-in-touch',
          },
          (loaded, total) => setSendProgress(total ? Math.round((loaded / total) * 100) : 0),
        );
        setRequestId(id);
      }
      go('call');
    });
  };

  const submitCall = (e: FormEvent) => {
    e.preventDefault();
    const when = new Date(callAt);
    if (!callAt || Number.isNaN(when.getTime())) {
      setFields({ call_schedule_datetime: ['Choose a day and time, or skip this step.'] });
      return;
    }
    void run(async () => {
      await scheduleCall({ id: requestId ?? undefined, email: contact.email.trim(), call_schedule_datetime: when.toISOString() });
      navigate('/get-in-touch/success?call=1');
    });
  };

  const error = (name: string) =>
    fields[name]?.length ? (
      <div className="account-error" role="alert">
        {fields[name].join(' ')}
      </div>
    ) : null;

  return (
    <main className="requests-page">
      <div className="account-card wide">
        <h1>Get in touch</h1>
        <ol className="requests-steps" aria-label="Steps">
          {steps.map((s, i) => (
            <li key={s.id} aria-current={s.id === step ? 'step' : undefined} className={i < index ? 'done' : undefined}>
              {s.title}
            </li>
          ))}
        </ol>
        <h2>
          Step {index + 1} of {steps.length}: {steps[index].title}
        </h2>
        {message && (
          <p className="account-error" role="alert">
            {message}
          </p>
        )}

        {step === 'interests' && (
          <form onSubmit={submitInterests} noValidate>
            <fieldset className="account-choice">
              <legend>Choose everything that interests you.</legend>
              {interestOptions.map((o) => (
                <label key={o.slug} className="account-check">
                  <input
                    type="checkbox"
                    name="interests"
                    value={o.slug}
                    checked={interests.includes(o.slug)}
                    onChange={(e) => setInterests((list) => (e.target.checked ? [...list, o.slug] : list.filter((s) => s !== o.slug)))}
                  />
                  {o.label}
                </label>
              ))}
            </fieldset>
            {error('interests')}
            <div className="requests-actions">
              <button type="submit">Next</button>
            </div>
          </form>
        )}

        {step === 'story' && (
          <form onSubmit={(e) => (e.preventDefault(), next())} noValidate>
            <div className="account-field">
              <label htmlFor="gt-story">Tell us about your family: names, places, years, what you already know</label>
              <textarea id="gt-story" rows={6} maxLength={5000} value={story} onChange={(e) => setStory(e.target.value)} />
              {error('other_comment')}
            </div>
            <div className="account-field">
              <label htmlFor="gt-wish">What would you like to find out or do?</label>
              <textarea id="gt-wish" rows={3} maxLength={5000} value={wish} onChange={(e) => setWish(e.target.value)} />
              {error('request_info')}
            </div>
            <div className="requests-actions">
              <button type="button" className="requests-secondary" onClick={back}>
                Back
              </button>
              <button type="submit">Next</button>
            </div>
          </form>
        )}

        {step === 'documents' && (
          <form onSubmit={(e) => (e.preventDefault(), next())} noValidate>
            <AttachmentPicker
              purpose="prospect"
              label="Attach photos or scans of documents, recordings or a GEDCOM file (optional)"
              hint="Photos and scans (JPG, PNG, GIF, BMP, SVG), video, audio, or GEDCOM; up to 100 MB each."
              accept={ACCEPT}
              files={files}
              onChange={setFiles}
            />
            {error('attachments')}
            <div className="requests-actions">
              <button type="button" className="requests-secondary" onClick={back}>
                Back
              </button>
              <button type="submit" disabled={uploading(files)}>
                {uploading(files) ? 'Uploading…' : 'Next'}
              </button>
            </div>
          </form>
        )}

        {step === 'contact' && (
          <form onSubmit={submitContact} noValidate>
            <div className="account-row">
              <Field label="First name" name="first_name" autoComplete="given-name" required value={contact.first_name} errors={fields} onChange={(e) => setContact({ ...contact, first_name: e.target.value })} />
              <Field label="Last name" name="last_name" autoComplete="family-name" value={contact.last_name} errors={fields} onChange={(e) => setContact({ ...contact, last_name: e.target.value })} />
            </div>
            <Field label="E-mail" name="email" type="email" autoComplete="email" required readOnly={Boolean(requestId)} value={contact.email} errors={fields} onChange={(e) => setContact({ ...contact, email: e.target.value })} />
            <label className="account-check">
              <input type="checkbox" checked={contact.subscribe_to_newsletter} onChange={(e) => setContact({ ...contact, subscribe_to_newsletter: e.target.checked })} />
              Send me the newsletter
            </label>
            {sendProgress !== null && (
              <progress max={100} value={sendProgress} aria-label="Sending your request">
                {sendProgress}%
              </progress>
            )}
            <div className="requests-actions">
              <button type="button" className="requests-secondary" onClick={back} disabled={busy}>
                Back
              </button>
              <button type="submit" disabled={busy}>
                {requestId ? 'Save and continue' : 'Send my request'}
              </button>
            </div>
          </form>
        )}

        {step === 'call' && (
          <form onSubmit={submitCall} noValidate>
            <p className="account-success">Your request has reached our team. We sent a confirmation to {contact.email}.</p>
            <div className="account-field">
              <label htmlFor="gt-call">When may we call you? (your local time)</label>
              <input id="gt-call" type="datetime-local" value={callAt} onChange={(e) => setCallAt(e.target.value)} aria-invalid={Boolean(fields.call_schedule_datetime)} />
              {error('call_schedule_datetime')}
            </div>
            <div className="requests-actions">
              <button type="button" className="requests-secondary" onClick={back} disabled={busy}>
                Back
              </button>
              <button type="button" className="requests-secondary" onClick={() => navigate('/get-in-touch/success')} disabled={busy}>
                Skip: reply by e-mail
              </button>
              <button type="submit" disabled={busy}>
                Book the call
              </button>
            </div>
          </form>
        )}
      </div>
    </main>
  );
}
