/** The profile page's choice of how family trees show names: English, Chinese or both, and with both, which first. */
import { useState } from 'react';
import { memberApi } from '../../api/member';
import { memberNameDisplay, withFirst, withScript } from '../../lib/nameDisplay';
import type { Member, NameDisplay } from '../../protocol/accounts';
import { setMember } from '../../state/session';
import { describeError, FormError } from './shared';

const SCRIPTS: { value: NameDisplay['script']; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: 'Chinese 中文' },
  { value: 'both', label: 'Both' },
];
const FIRSTS: { value: NameDisplay['first']; label: string }[] = [
  { value: 'en', label: 'English first' },
  { value: 'zh', label: 'Chinese first 中文在前' },
];

export function NameDisplaySettings({ member }: { member: Member }) {
  // What is stored shows, except while a change is on its way; a refused change goes back to what is stored.
  const [pending, setPending] = useState<NameDisplay | null>(null);
  const [message, setMessage] = useState('');
  const [saved, setSaved] = useState('');
  const choice = pending ?? memberNameDisplay(member);

  // Saved on each change, like the e-mail settings.
  async function save(next: NameDisplay) {
    setPending(next);
    setSaved('');
    setMessage('');
    try {
      setMember(await memberApi.patchMember(member.id, { name_display: next }));
      setSaved('Names in family trees saved.');
    } catch (err) {
      const e = describeError(err);
      setMessage(e.message || Object.values(e.fields).flat()[0] || 'The change was not saved.');
    } finally {
      setPending(null);
    }
  }

  return (
    <fieldset className="account-choice" aria-describedby="name-display-hint">
      <legend>
        <h2>Names in family trees</h2>
      </legend>
      <p id="name-display-hint" className="account-hint">
        How cards show each person&apos;s name: in English, in Chinese, or in both.
      </p>
      <Choices label="Names in family trees" name="name-script" options={SCRIPTS} value={choice.script} disabled={pending !== null} onChoose={(v) => save(withScript(choice, v))} />
      {choice.script === 'both' && (
        <Choices label="When both, which first" name="name-first" options={FIRSTS} value={choice.first} disabled={pending !== null} onChoose={(v) => save(withFirst(choice, v))} />
      )}
      <FormError message={message} />
      {saved && (
        <p className="account-success" role="status">
          {saved}
        </p>
      )}
    </fieldset>
  );
}

/** One row of radio buttons, chosen with a click or the arrow keys. */
function Choices<T extends string>(props: { label: string; name: string; options: { value: T; label: string }[]; value: T; disabled: boolean; onChoose: (value: T) => void }) {
  return (
    <div role="radiogroup" aria-label={props.label} className="account-choice__row">
      {props.options.map((o) => (
        <label key={o.value} className="account-check">
          <input type="radio" name={props.name} value={o.value} checked={props.value === o.value} disabled={props.disabled} onChange={() => props.onChoose(o.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}
