/**
 * The e-mails of a stored request: the whole request to the team address, and a confirmation to the
 * sender in their own words, so they can see what reached us. Plain text with an HTML twin.
 */
import { interestOptions, requestKindLabels, type RequestKind } from '../../../protocol/requests';
import type { MailMessage } from '../../mail/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface MailedRequest {
  id: string;
  kind: RequestKind;
  email: string;
  first_name: string;
  last_name: string;
  interests: string[];
  other_comment: string;
  entry_point_name: string;
  request_info: string;
  additional_info: string;
  call_schedule_datetime: Date | null;
  help_type: string;
  comment: string;
  attachments: string[];
}

const interestLabel = (slug: string) => interestOptions.find((o) => o.slug === slug)?.label ?? slug;
const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The request's fields that have a value, as label and text. */
function lines(r: MailedRequest): [string, string][] {
  const all: [string, string][] = [
    ['Name', `${r.first_name} ${r.last_name}`.trim()],
    ['E-mail', r.email],
    ['Interests', r.interests.map(interestLabel).join(', ')],
    ['Their story', r.other_comment],
    ['Help with', r.help_type],
    [r.kind === 'consult' ? 'Case' : 'Message', r.comment],
    ['What they want to know', r.request_info],
    ['More', r.additional_info],
    ['Call at', r.call_schedule_datetime ? when(r.call_schedule_datetime) : ''],
    ['Came from', r.entry_point_name],
    ['Attachments', r.attachments.join(', ')],
  ];
  return all.filter(([, v]) => v.trim() !== '');
}

function render(to: string, subject: string, intro: string, r: MailedRequest, outro: string): MailMessage {
  const rows = lines(r);
  return {
    to,
    subject,
    text: `${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${outro}\n\nXungen 寻根`,
    html:
      `<p>${escapeHtml(intro)}</p><table>${rows.map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`).join('')}</table>` +
      `<p>${escapeHtml(outro)}</p><p>Xungen 寻根</p>`,
  };
}

export type RequestMailEvent = 'created' | 'call';

/** To the team: a new request, or a call time added to one. */
export function teamMail(teamEmail: string, publicUrl: string, r: MailedRequest, event: RequestMailEvent): MailMessage {
  const who = `${r.first_name} ${r.last_name}`.trim() || r.email;
  const subject = event === 'call' ? `Call booked: ${who}` : `${requestKindLabels[r.kind]}: ${who}`;
  const intro = event === 'call' ? `${who} chose a time for the call.` : `A new ${requestKindLabels[r.kind].toLowerCase()} request (${r.id}).`;
  return render(teamEmail, subject, intro, r, `Open it on the staff page: ${publicUrl.replace(/\/$/, '')}/staff/requests`);
}

/** To the sender: what we received, and what happens next. */
export function senderMail(r: MailedRequest, event: RequestMailEvent): MailMessage {
  if (event === 'call') {
    return render(r.email, 'Your call with Xungen is booked', `Thank you. We will call you at ${when(r.call_schedule_datetime!)}.`, r,
      'If the time no longer suits you, reply to this message and we will find another.');
  }
  const subject = r.kind === 'get-in-touch' ? 'We received your request' : r.kind === 'consult' ? 'We received your case' : 'We received your support request';
  return render(r.email, subject, 'Thank you for writing to Xungen. This is what reached us:', r,
    'A member of our team will answer within two working days. You do not need to send it again.');
}
