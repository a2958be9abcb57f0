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
      <div role="radiogroup" aria-label="Names in family trees" className="account-choice__row">
        {SCRIPTS.map((s) => (
          <label key={s.value} className="account-check">
            <input
              type="radio"
              name="name-script"
              value={s.value}
              checked={choice.script === s.value}
              disabled={pending !== null}
              onChange={() => save(withScript(choice, s.value))}
            />
            {s.label}
          </label>
        ))}
      </div>
      {choice.script === 'both' && (
        <div role="radiogroup" aria-label="When both, which first" className="account-choice__row">
          {FIRSTS.map((f) => (
            <label key={f.value} className="account-check">
              <input
                type="radio"
                name="name-first"
                value={f.value}
                checked={choice.first === f.value}
                disabled={pending !== null}
                onChange={() => save(withFirst(choice, f.value))}
              />
              {f.label}
            </label>
          ))}
        </div>
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
