/** /search-join-offer: what joining adds to record search, with the ways to join. */
import { Link } from 'wouter';
import './records-search.css';

export default function SearchJoinOfferPage() {
  return (
    <article className="records-search" aria-labelledby="join-offer-title">
      <h1 id="join-offer-title">Search more with a membership</h1>
      <p className="records-search__intro">Searching indexed records is open to everyone. Joining adds what turns a result into family history:</p>
      <ul>
        <li>Attach a record to a person of your tree and find it again in your record inbox and on their profile.</li>
        <li>RecordFinder™ searches for the people of your tree and e-mails you new matches.</li>
        <li>Read and download zupus (family tree books) and the full text of source pages.</li>
        <li>Ask the research team for help with a record or a village.</li>
      </ul>
      <p className="records-search__actions">
        <Link href="/register">Create a free account</Link>
        <Link href="/subscription-plans">See membership plans</Link>
      </p>
    </article>
  );
}
