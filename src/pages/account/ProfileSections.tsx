/** The sections of the profile page, each saving on its own. */
import { useEffect, useState, type FormEvent } from 'react';
import { memberApi, uploadAvatar } from '../../api/member';
import {
  IMAGE_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  emailSettingLists,
  passwordMessages,
  passwordProblems,
  profileFields,
  type Member,
  type NewsletterList,
  type ProfileField,
} from '../../protocol/accounts';
import { capitaliseName } from '../../protocol/names';
import { setMember } from '../../state/session';
import { describeError, Field, FormError, type FieldErrors } from './shared';

const labels: Record<ProfileField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  surname_en: 'Surname (English)',
  surname_ch: 'Surname (Chinese) 姓',
  ancestral_province: 'Ancestral province 省',
  ancestral_prefecture_city: 'Prefecture or city 市',
  ancestral_district_county: 'District or county 县',
  ancestral_town: 'Town 镇',
  ancestral_village: 'Village 村',
};
const capitalised: ReadonlySet<ProfileField> = new Set(['first_name', 'last_name', 'surname_en']);

export function ProfileForm({ member }: { member: Member }) {
  const [values, setValues] = useState(() => Object.fromEntries(profileFields.map((f) => [f, member[f]])) as Record<ProfileField, string>);
  const [saved, setSaved] = useState('');
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    setMessage('');
    try {
      setMember(await memberApi.patchProfile(values));
      setFields({});
      setSaved('Your profile is saved.');
    } catch (err) {
      const e = describeError(err);
      setMessage(e.message);
      setFields(e.fields);
    }
  }
  const input = (f: ProfileField) => (
    <Field
      key={f}
      label={labels[f]}
      name={f}
      value={values[f]}
      errors={fields}
      lang={f === 'surname_ch' || f.startsWith('ancestral_') ? 'zh' : undefined}
      onChange={(e) => {
        const value = capitalised.has(f) ? capitaliseName(e.target.value) : e.target.value;
        setValues((v) => ({ ...v, [f]: value }));
      }}
    />
  );
  return (
    <form onSubmit={submit} aria-labelledby="profile-heading" noValidate>
      <h2 id="profile-heading">Your name</h2>
      <div className="account-row">{(['first_name', 'last_name', 'surname_en', 'surname_ch'] as const).map(input)}</div>
      <h2>Ancestral place</h2>
      <div className="account-row">
        {(['ancestral_province', 'ancestral_prefecture_city', 'ancestral_district_county', 'ancestral_town', 'ancestral_village'] as const).map(input)}
      </div>
      <FormError message={message} />
      {saved && (
        <p className="account-success" role="status">
          {saved}
        </p>
      )}
      <button type="submit">Save profile</button>
    </form>
  );
}

export function AvatarSection({ member }: { member: Member }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState('');

  async function choose(file: File | undefined) {
    if (!file) return;
    setMessage('');
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return setMessage(`Upload an image: ${IMAGE_EXTENSIONS.join(', ')}.`);
    if (file.size > MAX_UPLOAD_BYTES) return setMessage('The file is larger than 100 MB.');
    setProgress(0);
    try {
      await uploadAvatar(file, setProgress);
      setMember(await memberApi.me());
    } catch (err) {
      setMessage(describeError(err).message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">Photo</h2>
      <div className="account-avatar">
        {member.photo_thumbnail ? <img src={member.photo_thumbnail} alt="Your photo" /> : <img alt="" />}
        <div>
          <label>
            Upload a photo{' '}
            <input type="file" accept={IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')} onChange={(e) => choose(e.target.files?.[0])} />
          </label>
          {progress !== null && (
            <div>
              <progress max={100} value={progress} aria-label="Upload progress" /> {progress}%
            </div>
          )}
          <FormError message={message} />
        </div>
      </div>
    </section>
  );
}

export function ChangePasswordForm({ member }: { member: Member }) {
  const [form, setForm] = useState({ old_password: '', password: '', password_confirm: '' });
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [saved, setSaved] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    setMessage('');
    const local: FieldErrors = {};
    const problems = passwordProblems(form.password, member.email);
    if (problems.length) local.password = problems;
    if (form.password !== form.password_confirm) local.password_confirm = [passwordMessages.mismatch];
    setFields(local);
    if (Object.keys(local).length) return;
    try {
      setSaved((await memberApi.changePassword(form)).detail);
      setForm({ old_password: '', password: '', password_confirm: '' });
    } catch (err) {
      const e = describeError(err);
      setMessage(e.message);
      setFields(e.fields);
    }
  }
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));
  return (
    <form onSubmit={submit} aria-labelledby="password-heading" noValidate>
      <h2 id="password-heading">Change password</h2>
      {member.has_password && (
        <Field label="Current password" name="old_password" type="password" autoComplete="current-password" value={form.old_password} errors={fields} onChange={set('old_password')} />
      )}
      <Field label="New password" name="password" type="password" autoComplete="new-password" value={form.password} errors={fields} onChange={set('password')} />
      <Field label="Confirm new password" name="password_confirm" type="password" autoComplete="new-password" value={form.password_confirm} errors={fields} onChange={set('password_confirm')} />
      <FormError message={message} />
      {saved && (
        <p className="account-success" role="status">
          {saved}
        </p>
      )}
      <button type="submit">Change password</button>
    </form>
  );
}

export function EmailSettingsForm() {
  const [settings, setSettings] = useState<Record<NewsletterList, boolean> | null>(null);
  const [message, setMessage] = useState('');
  const [saved, setSaved] = useState('');

  useEffect(() => {
    memberApi
      .emailSettings()
      .then((s) => setSettings(s.settings))
      .catch((err: unknown) => setMessage(describeError(err).message));
  }, []);

  async function toggle(list: NewsletterList, on: boolean) {
    setSaved('');
    try {
      setSettings((await memberApi.saveEmailSettings({ [list]: on })).settings);
      setSaved('E-mail settings saved.');
    } catch (err) {
      setMessage(describeError(err).message);
    }
  }

  return (
    <fieldset>
      <legend>
        <h2>E-mail settings</h2>
      </legend>
      {settings &&
        emailSettingLists.map((l) => (
          <label key={l.id} className="account-check">
            <input type="checkbox" checked={settings[l.id]} onChange={(e) => toggle(l.id, e.target.checked)} />
            {l.label}
          </label>
        ))}
      <FormError message={message} />
      {saved && (
        <p className="account-success" role="status">
          {saved}
        </p>
      )}
    </fieldset>
  );
}

const providerNames = { 'google-oauth2': 'Google', facebook: 'Facebook' } as const;

export function ConnectedAccounts({ member }: { member: Member }) {
  return (
    <section aria-labelledby="connected-heading">
      <h2 id="connected-heading">Connected accounts</h2>
      <ul>
        {(Object.keys(providerNames) as Array<keyof typeof providerNames>).map((p) => (
          <li key={p}>
            {providerNames[p]}: {member.connected_accounts.includes(p) ? 'connected' : 'not connected'}
          </li>
        ))}
      </ul>
    </section>
  );
}
