/** record-inbox: the member's saved mentions across their trees, newest first, ten a page. */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { mentionsApi, type SavedMentionItem } from '../../api/mentions';
import { isCancelled } from '../../api/client';
import { MENTION_PAGE_SIZE } from '../../protocol/mentions';
import { MentionLine } from './MentionLine';

export default function RecordInboxPage() {
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<{ objects: SavedMentionItem[]; total: number } | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    mentionsApi.inbox(offset).then(
      (answer) => live && setPage({ objects: answer.objects, total: answer.meta.total_count }),
      (err: unknown) => live && !isCancelled(err) && setError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [offset]);

  return (
    <div className="record-inbox">
      <h1>Record inbox</h1>
      {error && <p role="alert">{error}</p>}
      {!page && !error && <p role="status">Loading your records…</p>}
      {page && page.total === 0 && (
        <p>
          No records saved yet. <Link href="/search/records">Search the records</Link> and attach one to a person of your tree.
        </p>
      )}
      {page && page.total > 0 && (
        <>
          <ul aria-label="Saved records">
            {page.objects.map((item) => (
              <MentionLine key={item.saved_mention_id} item={item} showPerson />
            ))}
          </ul>
          <nav aria-label="Pages">
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - MENTION_PAGE_SIZE))}>
              Previous
            </button>{' '}
            {offset + 1}–{Math.min(offset + MENTION_PAGE_SIZE, page.total)} of {page.total}{' '}
            <button type="button" disabled={offset + MENTION_PAGE_SIZE >= page.total} onClick={() => setOffset(offset + MENTION_PAGE_SIZE)}>
              Next
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
