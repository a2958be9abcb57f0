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

/** To the owner of an address someone tried to register again: the sign-up itself says the address is taken. */
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
