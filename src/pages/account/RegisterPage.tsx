/**
 * register: /register and register-pr: /register/:base64Text (prefilled). Submitting sends a link to
 * the address and shows "Check your inbox"; the account is created when the link is opened
 * (verify-email?signup=…), which then continues to the redirect query, or to get-started when there is
 * none but the home page. Names are capitalised as they are typed; an empty surname is dropped.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { memberApi } from '../../api/member';
import { capitaliseName } from '../../protocol/names';
import { decodeRegisterPrefill } from './registerPrefill';
import { AccountCard, Field, FormError, passwordFieldErrors, safeRedirect, useAccountForm, useQuery } from './shared';

export default function RegisterPage(props: { params?: Record<string, string> }) {
  const routeParams = useParams<{ base64Text?: string }>();
  const prefill = decodeRegisterPrefill(props.params?.base64Text ?? routeParams.base64Text);
  const query = useQuery();
  const redirect = safeRedirect(query.get('redirect'));
  const [form, setForm] = useState({
    email: prefill.email ?? query.get('email') ?? '',
    first_name: prefill.first_name ?? '',
    surname: prefill.surname ?? '',
    password: '',
    password_confirm: '',
    subscribe_to_newsletter: false,
  });
  const referralCode = prefill.referral_code ?? query.get('referral_code') ?? '';
  const [referrer, setReferrer] = useState('');
  const [sent, setSent] = useState({ to: '', times: 0 });
  const { busy, message, fields, submitWith } = useAccountForm();

  useEffect(() => {
    if (!referralCode) return;
    memberApi
      .referral(referralCode)
      .then((r) => setReferrer([r.first_name, r.last_name].filter(Boolean).join(' ')))
      .catch(() => setReferrer(''));
  }, [referralCode]);

  const set = (name: keyof typeof form, value: string | boolean) => setForm((f) => ({ ...f, [name]: value }));

  const submit = submitWith(
    async () => {
      const answer = await memberApi.register({
        ...form,
        email: form.email.trim(),
        surnames: form.surname.trim() ? [form.surname.trim()] : [],
        surname: '',
        referral_code: referralCode,
        entry_point_url: typeof location === 'undefined' ? '' : location.href,
        entry_point_name: 'register',
        redirect,
      });
      setSent((was) => ({ to: answer.email, times: was.to === answer.email ? was.times + 1 : 1 }));
    },
    () => passwordFieldErrors(form.password, form.password_confirm, form.email),
  );

  if (sent.to) {
    return (
      <AccountCard title="Check your inbox">
        <p role="status">
          We sent {sent.times > 1 ? 'a new link' : 'a link'} to <strong>{sent.to}</strong>. Open it to finish creating your account; it works once and expires in 48 hours.
        </p>
        <p>No e-mail after a few minutes? Look in the spam folder, or send the form again for a new link.</p>
        <FormError message={message} />
        <form onSubmit={submit} noValidate>
          <button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send a new link'}
          </button>
        </form>
        <div className="account-links">
          <button type="button" className="account-link-button" onClick={() => setSent({ to: '', times: 0 })}>
            Use a different e-mail address
          </button>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard title="Create your free account">
      {referrer && <p>You were invited by {referrer}.</p>}
      <form onSubmit={submit} noValidate>
        <div className="account-row">
          <Field label="First name" name="first_name" autoComplete="given-name" value={form.first_name} errors={fields} onChange={(e) => set('first_name', capitaliseName(e.target.value))} />
          <Field label="Surname" name="surname" autoComplete="family-name" value={form.surname} errors={fields} onChange={(e) => set('surname', capitaliseName(e.target.value))} />
        </div>
        <Field label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} errors={fields} onChange={(e) => set('email', e.target.value)} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          errors={fields}
          hint="At least 8 characters, not your e-mail and not a common password."
          onChange={(e) => set('password', e.target.value)}
        />
        <Field label="Confirm password" name="password_confirm" type="password" autoComplete="new-password" required value={form.password_confirm} errors={fields} onChange={(e) => set('password_confirm', e.target.value)} />
        <label className="account-check">
          <input type="checkbox" checked={form.subscribe_to_newsletter} onChange={(e) => set('subscribe_to_newsletter', e.target.checked)} />
          Send me the newsletter
        </label>
        <FormError message={message} />
        <button type="submit" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <div className="account-links">
        <Link href={redirect !== '/' ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>Already a member? Log in</Link>
      </div>
    </AccountCard>
  );
}
