/** The "Records" section of a person's profile: the records saved to the person. */
import { useEffect, useState } from 'react';
import { mentionsApi, type SavedMentionItem } from '../../api/mentions';
import { MentionLine } from './MentionLine';

export function PersonRecords({ personId }: { personId: string }) {
  const [items, setItems] = useState<{ objects: SavedMentionItem[]; total: number } | null>(null);
  useEffect(() => {
    let live = true;
    mentionsApi.ofPerson(personId).then(
      (answer) => live && setItems({ objects: answer.objects, total: answer.meta.total_count }),
      () => live && setItems({ objects: [], total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [personId]);
  return (
    <section aria-labelledby="profile-records">
      <h2 id="profile-records">Records</h2>
      {items && items.total === 0 && <p>No records attached yet.</p>}
      {items && items.total > 0 && (
        <ul>
          {items.objects.map((item) => (
            <MentionLine key={item.saved_mention_id} item={item} showPerson={false} />
          ))}
        </ul>
      )}
      {items && items.total > items.objects.length && <p>{items.total} records in all; the newest are shown.</p>}
    </section>
  );
}
