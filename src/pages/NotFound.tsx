import { Link } from 'wouter';
import './NotFound.css';

/** The catch-all page: says what happened and offers the places most visitors were looking for. */
export default function NotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">We could not find that page</h1>
      <p>
        The link may be old, or the page may have moved. Family records move too: a village gets a new name, a
        clan book gets a new home. Here are good places to pick up the trail.
      </p>
      <ul className="not-found__links">
        <li>
          <Link href="/">Home page</Link>
        </li>
        <li>
          <Link href="/search/records">Search all records</Link>
        </li>
        <li>
          <Link href="/search/surnames">Chinese surnames</Link>
        </li>
        <li>
          <Link href="/familytree">Your family tree</Link>
        </li>
        <li>
          <Link href="/contact">Contact us</Link>
        </li>
      </ul>
    </section>
  );
}
