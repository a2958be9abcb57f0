/** Parts shared by the record, source, viewer and collection pages. */
import { Link } from 'wouter';
import type { CollectionRef, RecordSummary } from '../../protocol/records';
import { collectionHref, dateLabel, eventLabel, personName, recordHref } from './recordLinks';

export function SampleBadge({ collection }: { collection: Pick<CollectionRef, 'is_sample'> }) {
  if (!collection.is_sample) return null;
  return (
    <span className="records__badge" title="Generated in the shape of a real series: not a real collection">
      Sample collection
    </span>
  );
}

export function CollectionLink({ collection }: { collection: CollectionRef }) {
  return (
    <>
      <Link href={collectionHref(collection.id)}>{collection.title}</Link> <SampleBadge collection={collection} />
    </>
  );
}

/** The entry as the clerk wrote it: a heading line, then columns ("Name: … | Age: …") as labelled cells. */
export function Transcription({ text, zoom = 1 }: { text: string; zoom?: number }) {
  const lines = text.split('\n').filter((l) => l.trim());
  return (
    <div className="records__entry" style={{ fontSize: `${zoom}em` }} aria-label="Entry as written">
      {lines.map((line, i) => {
        // A column the clerk left blank is not drawn.
        const cells = line.split(' | ').filter((c) => c.trim());
        if (cells.length === 1) return <p key={i} className={i === 0 && lines.length > 1 ? 'records__entry-head' : undefined}>{line}</p>;
        return (
          <dl key={i} className="records__entry-row">
            {cells.map((cell, j) => {
              const m = /^([A-Z][A-Za-z ]{1,24}):\s*(.*)$/.exec(cell);
              return (
                <div key={j}>
                  {m && <dt>{m[1]}</dt>}
                  <dd>{m ? m[2] : cell}</dd>
                </div>
              );
            })}
          </dl>
        );
      })}
    </div>
  );
}

/** Records as a list: the people named, the event and its date. */
export function RecordList({ records }: { records: RecordSummary[] }) {
  return (
    <ul className="records__list">
      {records.map((r) => (
        <li key={r.code}>
          <Link href={recordHref(r)}>{r.persons.length ? r.persons.map(personName).join('; ') : r.code}</Link>
          <span className="records__meta">
            {eventLabel(r.event.type)}, {dateLabel(r.event)}, {r.event.place}
            {r.image_number ? ` · page ${r.image_number}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Sources of record collections hold no scanned page images yet: said plainly wherever an image would be. */
export function NoImages({ sample }: { sample: boolean }) {
  return (
    <p className="records__no-images">
      {sample
        ? 'Sample sources have no scanned images: what you see is the transcription of each entry.'
        : 'This source has no scanned images: what you see is the transcription of each entry.'}
    </p>
  );
}
