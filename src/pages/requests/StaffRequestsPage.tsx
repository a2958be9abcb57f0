/**
 * staff-requests: /staff/requests (staff only) — every get-in-touch, support and consult request,
 * newest first, filtered by kind and status, with its attachments (signed download links) and its
 * status (new, in progress, done) changed in place.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { fetchStaffRequests, setStaffRequestStatus } from '../../api/requests';
import { interestOptions, requestKindLabels, requestKinds, requestStatusLabels, requestStatuses, type RequestKind, type RequestStatus, type StaffRequest, type StaffRequestList } from '../../protocol/requests';
import { useSession } from '../../state/session';
import './requests.css';

const PAGE = 20;
const interestLabel = (slug: string) => interestOptions.find((o) => o.slug === slug)?.label ?? slug;
const when = (iso: string) => new Date(iso).toLocaleString();
const size = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`);

function details(r: StaffRequest): [string, string][] {
  const all: [string, string][] = [
    ['E-mail', r.email],
    ['Account', r.member_email ?? ''],
    ['Interests', r.interests.map(interestLabel).join(', ')],
    ['Story', r.other_comment],
    ['Wants to know', r.request_info],
    ['More', r.additional_info],
    ['Help with', r.help_type],
    [r.kind === 'consult' ? 'Case' : 'Message', r.comment],
    ['Call at', r.call_schedule_datetime ? when(r.call_schedule_datetime) : ''],
    ['Came from', [r.entry_point_name, r.entry_point_url].filter(Boolean).join(' · ')],
    ['Newsletter', r.subscribe_to_newsletter ? 'Yes' : ''],
  ];
  return all.filter(([, v]) => v.trim() !== '');
}

export default function StaffRequestsPage() {
  const isStaff = useSession((s) => s.member?.is_staff === true);
  const [kind, setKind] = useState<RequestKind | ''>('');
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const [data, setData] = useState<StaffRequestList | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(() => {
    setError('');
    fetchStaffRequests({ kind: kind || undefined, status: status || undefined, limit: PAGE, offset })
      .then(setData)
      .catch((err: unknown) => setError(err instanceof ApiError ? err.message : 'The requests could not be loaded.'));
  }, [kind, status, offset]);
  useEffect(load, [load]);

  const change = async (id: string, to: RequestStatus) => {
    try {
      await setStaffRequestStatus(id, to);
      load();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The status could not be changed.');
    }
  };

  if (!isStaff && error) {
    return (
      <main className="requests-staff">
        <h1>Requests</h1>
        <p className="account-error" role="alert">
          {error}
        </p>
      </main>
    );
  }

  const total = data?.meta.total_count ?? 0;
  return (
    <main className="requests-staff">
      <h1>Requests</h1>
      <div className="requests-staff__filters">
        <label>
          Kind
          <select value={kind} onChange={(e) => (setKind(e.target.value as RequestKind | ''), setOffset(0))}>
            <option value="">All kinds</option>
            {requestKinds.map((k) => (
              <option key={k} value={k}>
                {requestKindLabels[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select value={status} onChange={(e) => (setStatus(e.target.value as RequestStatus | ''), setOffset(0))}>
            <option value="">All statuses</option>
            {requestStatuses.map((s) => (
              <option key={s} value={s}>
                {requestStatusLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <span role="status">{data ? `${total} request${total === 1 ? '' : 's'}` : 'Loading…'}</span>
      </div>
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
      {data && data.objects.length === 0 && <p>No requests match.</p>}
      <ul className="requests-staff__list">
        {data?.objects.map((r) => (
          <li key={r.id} className="requests-staff__item" aria-label={`${requestKindLabels[r.kind]} from ${r.email}`}>
            <h2>
              {requestKindLabels[r.kind]}: {`${r.first_name} ${r.last_name}`.trim() || r.email}
            </h2>
            <div className="requests-staff__meta">
              {when(r.created_at)} · {r.id}
            </div>
            <dl>
              {details(r).map(([k, v]) => (
                <div key={k} style={{ display: 'contents' }}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
            {r.attachments.length > 0 && (
              <ul aria-label="Attachments">
                {r.attachments.map((a) => (
                  <li key={a.id}>
                    <a href={`${a.url}?download=1`} download={a.file_name}>
                      {a.file_name}
                    </a>{' '}
                    ({size(a.size)})
                  </li>
                ))}
              </ul>
            )}
            <label>
              Status{' '}
              <select value={r.status} onChange={(e) => void change(r.id, e.target.value as RequestStatus)}>
                {requestStatuses.map((s) => (
                  <option key={s} value={s}>
                    {requestStatusLabels[s]}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      {total > PAGE && (
        <div className="requests-staff__pager">
          <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            Newer
          </button>
          <span>
            {offset + 1}–{Math.min(total, offset + PAGE)} of {total}
          </span>
          <button type="button" disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)}>
            Older
          </button>
        </div>
      )}
    </main>
  );
}
