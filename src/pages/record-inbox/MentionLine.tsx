/** One saved mention: the record (linking to its page), its collection, and the person it names. */
import { Link } from 'wouter';
import type { SavedMentionItem } from '../../api/mentions';

export function MentionLine({ item, showPerson }: { item: SavedMentionItem; showPerson: boolean }) {
  const r = item.mention.record;
  const written = r ? [r.first_name, r.surname].filter(Boolean).join(' ') + (r.name_zh ? ` ${r.name_zh}` : '') : '';
  return (
    <li className="mention-line" data-testid="saved-mention">
      {r ? (
        <>
          <Link href={`/person-records/${encodeURIComponent(r.code)}`}>{written || r.code}</Link>
          {' · '}
          {r.event_type} {r.event_year}, {r.event_place}
          <div className="mention-line__source">
            {r.collection_title}
            {r.is_sample && <span className="mention-line__sample"> (Sample collection)</span>} · {r.source_title} · {item.mention.status_display}
          </div>
        </>
      ) : (
        <span>A record no longer in its collection</span>
      )}
      {showPerson && (
        <div>
          Attached to <Link href={`/familytree/${item.family_tree_id}/profile/${item.person_id}`}>{item.person_name}</Link>
        </div>
      )}
    </li>
  );
}
