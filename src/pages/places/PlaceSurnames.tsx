/**
 * The clans (surnames) concentrated in or around a place, each with the spellings of the dialects
 * spoken there, linking to the surname's page. Nothing is shown when none is recorded.
 */
import { Link } from 'wouter';
import { fetchPlaceSpellings } from '../../api/clans';
import type { PlaceSpelling } from '../../protocol/clans';
import type { PlaceDetail } from '../../protocol/places';
import { useLoad } from '../company/useLoad';

interface ClanSpellings {
  surname: string;
  traditional: string;
  pinyin: string;
  spellings: string[];
}

/** One entry per clan, in the order the spellings list them, with its distinct spellings. */
export function groupByClan(rows: readonly PlaceSpelling[]): ClanSpellings[] {
  const byClan = new Map<number, ClanSpellings>();
  for (const r of rows) {
    const clan = byClan.get(r.clan_id) ?? { surname: r.surname, traditional: r.traditional, pinyin: r.pinyin, spellings: [] };
    if (!clan.spellings.includes(r.spelling)) clan.spellings.push(r.spelling);
    byClan.set(r.clan_id, clan);
  }
  return [...byClan.values()];
}

export function PlaceSurnames({ place }: { place: PlaceDetail }) {
  const load = useLoad(() => fetchPlaceSpellings(place.id), place.id);
  if (load.state !== 'ready' || !load.data.objects.length) return null;
  const clans = groupByClan(load.data.objects);
  return (
    <section aria-labelledby="surnames-title">
      <h2 id="surnames-title">Surnames common here</h2>
      <ul className="places__surnames" aria-label="Surnames">
        {clans.map((c) => (
          <li key={c.surname}>
            <Link href={`/surnames/detail?word=${encodeURIComponent(c.surname)}`}>
              <span lang="zh-Hans">{c.surname}</span>
              {c.traditional !== c.surname && <span lang="zh-Hant"> {c.traditional}</span>}
            </Link>
            <span className="places__meta"> {c.spellings.join(', ')}</span>
          </li>
        ))}
      </ul>
      <p className="places__meta">Clans recorded as concentrated here or in its county, hand-curated; spellings in the dialects spoken here.</p>
    </section>
  );
}
