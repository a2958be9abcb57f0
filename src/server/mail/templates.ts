/** The account e-mails: plain text and a small HTML twin, each carrying one link to the web app. */
import type { MailMessage } from './mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function linkMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\nXungen 寻根`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>Xungen 寻根</p>`,
  };
}

export function verifyEmailMail(to: string, publicUrl: string, token: string): MailMessage {
  const url = `${publicUrl.replace(/\/$/, '')}/verify-email?token=${encodeURIComponent(token)}`;
  return linkMail(to, 'Verify your e-mail address', 'Welcome to Xungen. Please confirm that this is your e-mail address.', 'Verify e-mail', url,
    'The link works once and expires in 7 days. If you did not create an account, ignore this message.');
}

export function resetPasswordMail(to: string, publicUrl: string, token: string): MailMessage {
  const url = `${publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  return linkMail(to, 'Reset your password', 'Someone asked to reset the password of your Xungen account.', 'Choose a new password', url,
    'The link works once and expires in 24 hours. If you did not ask for it, ignore this message: your password stays the same.');
}

/** To the owner of an address someone tried to register again; the sign-up answers as for a free address. */
export function alreadyRegisteredMail(to: string, publicUrl: string): MailMessage {
  const url = `${publicUrl.replace(/\/$/, '')}/login`;
  return linkMail(to, 'Someone tried to sign up with your e-mail address',
    'Someone just tried to create a Xungen account with this e-mail address, which already has one.', 'Log in', url,
    'If it was you, log in, or ask for a link to reset your password from the login page. If it was not, no account was made and you need do nothing.');
}

export interface TreeInvitation {
  treeId: string;
  treeName: string;
  ownerName: string;
  isEditor: boolean;
  /** The address has an account already: the link logs in; otherwise it registers with the address. */
  hasAccount: boolean;
}

/** To someone a tree was shared with: who shared which tree, the role, and one link into it. */
export function treeInvitationMail(to: string, publicUrl: string, invite: TreeInvitation): MailMessage {
  const base = publicUrl.replace(/\/$/, '');
  const treePath = `/familytree/${invite.treeId}`;
  const url = invite.hasAccount
    ? `${base}/login?redirect=${encodeURIComponent(treePath)}`
    : `${base}/register?redirect=${encodeURIComponent(treePath)}&email=${encodeURIComponent(to)}`;
  const role = invite.isEditor ? 'an editor: you can add and change persons' : 'a viewer: you can see every person, living ones included';
  return linkMail(to, `${invite.ownerName} shared the family tree "${invite.treeName}" with you`,
    `${invite.ownerName} shared the family tree "${invite.treeName}" with you on Xungen 寻根, as ${role}.`,
    invite.hasAccount ? 'Open the tree' : 'Create your free account and open the tree', url,
    invite.hasAccount
      ? 'Log in with this e-mail address to see it; it is also listed under Manage Trees.'
      : 'Sign up with this e-mail address and the tree is yours to open at once; no tree of your own is needed.');
}

/** To a relative invited to a private family website: who invited them and one link to it. */
export function familyWebsiteInvitationMail(to: string, publicUrl: string, invite: { username: string; ownerName: string; hasAccount: boolean }): MailMessage {
  const base = publicUrl.replace(/\/$/, '');
  const sitePath = `/fws/${invite.username}`;
  const url = invite.hasAccount
    ? `${base}/login?redirect=${encodeURIComponent(sitePath)}`
    : `${base}/register?redirect=${encodeURIComponent(sitePath)}&email=${encodeURIComponent(to)}`;
  return linkMail(to, `${invite.ownerName} invited you to the family website ${invite.username}`,
    `${invite.ownerName} invited you to read the private family website ${invite.username} on Xungen 寻根.`,
    invite.hasAccount ? 'Open the family website' : 'Create your free account and open the family website', url,
    'Log in with this e-mail address to see it.');
}

// Newsletter and events (issue 26).

/** Double opt-in: the link confirms the lists; nothing is sent to the address until it is followed. */
export function newsletterConfirmMail(to: string, publicUrl: string, token: string, listLabels: string[]): MailMessage {
  const url = `${publicUrl.replace(/\/$/, '')}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  return linkMail(to, 'Please confirm your newsletter subscription',
    `Someone, hopefully you, asked to receive these Xungen 寻根 newsletters at this address: ${listLabels.join(', ')}.`, 'Confirm my subscription', url,
    'The link works for 7 days. If you did not ask for this, ignore this message and you will receive nothing.');
}

/** An issue of a newsletter list: the unsubscribe link in the text and as List-Unsubscribe (one click, RFC 8058). */
export function newsletterIssueMail(to: string, publicUrl: string, unsubscribeToken: string, issue: { subject: string; text: string; listLabel: string }): MailMessage {
  const base = publicUrl.replace(/\/$/, '');
  const page = `${base}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const oneClick = `${base}/api/v1/newsletter/unsubscribe/?token=${encodeURIComponent(unsubscribeToken)}`;
  const footer = `You receive this because you subscribed to "${issue.listLabel}" on Xungen 寻根.`;
  const paragraphs = issue.text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return {
    to,
    subject: issue.subject,
    text: `${issue.text}\n\n--\n${footer}\nUnsubscribe: ${page}`,
    html: `${paragraphs}<hr><p>${escapeHtml(footer)} <a href="${escapeHtml(page)}">Unsubscribe</a></p>`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface EventRegistrationDetails {
  title: string;
  when: string;
  location: string;
  isOnline: boolean;
}

/** Confirms a place at an event or workshop. */
export function eventRegistrationMail(to: string, publicUrl: string, name: string, event: EventRegistrationDetails): MailMessage {
  const url = `${publicUrl.replace(/\/$/, '')}/events`;
  return linkMail(to, `You are registered: ${event.title}`,
    `Dear ${name}, your place at "${event.title}" is confirmed: ${event.when}, ${event.location}.`, 'See the events', url,
    `${event.isOnline ? 'The event is online; the organisers write to this address with how to join. ' : ''}If you cannot come, tell us from the contact page so someone else can have the place.`);
}

// Sign-up finished from the e-mail (issue 18, item 10).

/** To an address signed up with that has no account yet: the link creates the account and logs in. */
export function finishSignupMail(to: string, publicUrl: string, token: string): MailMessage {
  const url = `${publicUrl.replace(/\/$/, '')}/verify-email?signup=${encodeURIComponent(token)}`;
  return linkMail(to, 'Finish creating your Xungen account',
    'Welcome to Xungen 寻根. Open the link to confirm this e-mail address and finish creating your account.', 'Finish creating my account', url,
    'The link works once and expires in 48 hours; to get another, sign up again. If you did not sign up, ignore this message: no account is made.');
}
