/**
 * familytree-hints-landing (/familytree/hints-landing, public): what RecordFinder does, shown on a
 * real entry of a sample record collection (fetched, never written into the page), and the way in:
 * sign up, build a tree, or open the hints of the member's tree.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { hintsApi, type HintExample } from '../../api/hints';
import { isLoggedIn, useSession } from '../../state/session';
import { hintsHref } from './hintLinks';
import './hints.css';

const RELATION = { parent: 'parent', spouse: 'spouse', child: 'child', sibling: 'sibling' } as const;

function ExampleCard({ example }: { example: HintExample }) {
  const p = example.record_person;
  const born = p.birth_date?.year;
  return (
    <figure className="hints-landing__example" aria-labelledby="hints-example-caption">
      <figcaption id="hints-example-caption">
        An entry of <strong>{example.collection_title}</strong>
        {example.is_sample && <span className="hints__sample">Sample collection</span>}
      </figcaption>
      <p className="hints-landing__record">
        {p.event.type} {p.event.year}
        {p.event.place ? `, ${p.event.place}` : ''}: <strong>{p.full_name}</strong>
        {born ? `, born ${p.birth_date?.approximation_years ? 'about ' : ''}${born}` : ''}
        {p.birth_location ? ` in ${p.birth_location}` : ''}.
      </p>
      <p>
        If your tree has {p.full_name}
        {born ? ` born around ${born}` : ''}, RecordFinder compares the two field by field (names in Chinese and in romanisation, dates, places and
        relatives) and, when they agree, shows you this entry as a hint. Accepting it can add what the record says and its people:
      </p>
      <ul>
        {p.relatives_json.map((r) => (
          <li key={r.id}>
            {r.full_name}, {RELATION[r.relation]}
            {r.birth_date?.year ? `, born ${r.birth_date.year}` : ''}
          </li>
        ))}
      </ul>
      <Link href={`/person-records/${encodeURIComponent(p.code)}`}>See the whole record</Link>
    </figure>
  );
}

export default function HintsLandingPage() {
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const treeId = session.activeTreeId ?? session.member?.family_tree_id ?? null;
  const [example, setExample] = useState<HintExample | null | 'none'>(null);

  useEffect(() => {
    let live = true;
    hintsApi.example().then(
      (r) => live && setExample(r.example ?? 'none'),
      () => live && setExample('none'),
    );
    return () => {
      live = false;
    };
  }, []);

  const action = !loggedIn ? (
    <Link href="/register" className="hints__button hints__button--primary">
      Sign up and build your tree
    </Link>
  ) : treeId ? (
    <Link href={hintsHref(treeId)} className="hints__button hints__button--primary">
      Open your tree's hints
    </Link>
  ) : (
    <Link href="/get-started" className="hints__button hints__button--primary">
      Build your tree
    </Link>
  );

  return (
    <div className="hints hints-landing">
      <h1>RecordFinder™</h1>
      <p className="hints__intro">Build your tree and receive record matches by e-mail.</p>
      <ol className="hints-landing__steps">
        <li>Add the people you know: names in Chinese or in any romanisation, rough years, home villages.</li>
        <li>RecordFinder compares each person with the indexed records by surname, generation, dates, places and relatives, in the background.</li>
        <li>Each match shows how likely it is as a percentage. You review it side by side, take the facts and relatives you want, or ignore it.</li>
        <li>New matches appear as small badges on your tree, and at most once a day in an e-mail you can turn off.</li>
      </ol>
      <h2>A real example</h2>
      {example === null && (
        <p role="status" className="page-loading">
          Loading an example record…
        </p>
      )}
      {example === 'none' && <p>No example record is loaded right now; the steps above are what RecordFinder does with your tree.</p>}
      {example && example !== 'none' && <ExampleCard example={example} />}
      <p className="hints-landing__cta">{action}</p>
    </div>
  );
}
