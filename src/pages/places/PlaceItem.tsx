/** One place in a list: its name in both scripts, pinyin, level, the path of its parents and its count of places below. */
import { Link } from 'wouter';
import type { Place } from '../../protocol/places';
import { childCountLabel, levelLabel, pinyinLabel, placeHref } from './placeLinks';

export function PlaceItem({ place, browseHref }: { place: Place; browseHref?: string }) {
  const path = place.parents.join(' › ');
  return (
    <li className="places__item" data-place-id={place.id}>
      <div className="places__item-main">
        <Link href={placeHref(place)} className="places__name" lang="zh-Hans">
          {place.location}
        </Link>
        {place.location_traditional !== place.location && (
          <span className="places__traditional" lang="zh-Hant">
            {place.location_traditional}
          </span>
        )}
        <span className="places__pinyin">{pinyinLabel(place.pinyin)}</span>
        {place.is_qiao_xiang && <span className="places__badge">Emigrant county</span>}
      </div>
      <div className="places__meta">
        <span>{levelLabel(place.level_name)}</span>
        {path && (
          <span lang="zh-Hans" aria-label={`in ${path}`}>
            {' · '}
            {path}
          </span>
        )}
        {place.alternatives.length > 0 && <span> · also {place.alternatives.slice(0, 4).map((a) => a.name).join(', ')}</span>}
        {place.level < 5 && browseHref && place.children_count > 0 && (
          <>
            {' · '}
            <Link href={browseHref}>{childCountLabel(place.children_count, place.level + 1)}</Link>
          </>
        )}
        {place.level < 5 && !browseHref && place.children_count > 0 && <span> · {childCountLabel(place.children_count, place.level + 1)}</span>}
      </div>
    </li>
  );
}

/** Previous and next page links with "Page n of m". */
export function Pager({ total, limit, offset, hrefFor, label }: { total: number; limit: number; offset: number; hrefFor: (offset: number) => string; label: string }) {
  if (total <= limit) return null;
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.ceil(total / limit);
  return (
    <nav className="places__pager" aria-label={label}>
      {offset > 0 ? <Link href={hrefFor(Math.max(0, offset - limit))}>← Previous</Link> : <span aria-hidden="true" />}
      <span>
        Page {page} of {pages}
      </span>
      {offset + limit < total ? <Link href={hrefFor(offset + limit)}>Next →</Link> : <span aria-hidden="true" />}
    </nav>
  );
}
