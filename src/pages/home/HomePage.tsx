import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { displayedUserCount } from './userCount';
import './HomePage.css';

const traceable = [
  { title: 'Villages', zh: '祖籍', text: 'The ancestral village is the key to every other record. Find it from a surname, a county or a place name in any spelling.' },
  { title: 'Relatives', zh: '亲人', text: 'Build one tree with cousins in other countries, each name in English and Chinese, and see how everyone is related.' },
  { title: 'Family Tree Books', zh: '族谱', text: 'Search inside zupus, the clan books that record a lineage generation by generation, page image beside the text.' },
  { title: 'Graves', zh: '墓地', text: 'Headstones and cemetery registers name the home village and the generation. Record them with photos.' },
  { title: 'Houses', zh: '祖屋', text: 'Ancestral houses, watchtowers and the homes built with money sent from abroad, placed on the map of the village.' },
  { title: 'Oral Histories', zh: '口述历史', text: 'Keep the recordings of what elders remember, linked to the people they talk about.' },
  { title: 'Temples', zh: '祠堂', text: 'Ancestral halls and temples keep tablets and donor boards that list names across generations.' },
  { title: 'And More', zh: '更多', text: 'Immigration files, census entries, association directories, newspapers and obituaries.' },
];

const steps = [
  { title: 'Start with what you know', text: 'Your parents and grandparents, the names the family used, a village or a county if anyone remembers it.' },
  { title: 'Search the records', text: 'Indexed records, clan books and source images. RecordFinder keeps looking and e-mails you matches.' },
  { title: 'Go further with help', text: 'Our research desks read classical Chinese, visit villages and arrange roots trips when you are ready.' },
];

/** The home page: what can be traced, and the two ways in (search and the tree). */
export default function HomePage() {
  const [, navigate] = useLocation();
  const [surname, setSurname] = useState('');
  const [place, setPlace] = useState('');
  const count = displayedUserCount(new Date());

  function search(e: FormEvent) {
    e.preventDefault();
    const query = new URLSearchParams();
    if (surname.trim()) query.set('surname', surname.trim());
    if (place.trim()) query.set('auto_place', place.trim());
    const qs = query.toString();
    navigate(`/search/records${qs ? `?${qs}` : ''}`);
  }

  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <div className="home__hero-text">
          <h1 id="home-title">
            Trace your family back to the village <span lang="zh-Hans">寻根</span>
          </h1>
          <p className="home__lead">
            Xungen helps people of Chinese heritage, in China and overseas, find ancestors, relatives and the places their
            families came from, with every name in English and Chinese.
          </p>
          <div className="home__ctas">
            <Link href="/get-started" className="button button--primary">
              Start your family tree
            </Link>
            <Link href="/search/records" className="button button--secondary">
              Search records
            </Link>
          </div>
          <p className="home__count">
            <strong>{count.toLocaleString('en-US')}</strong> members have started their family history with Xungen.
          </p>
        </div>
        <form className="home__search" onSubmit={search} aria-labelledby="home-search-title">
          <h2 id="home-search-title">Search records</h2>
          <label>
            Surname (English or Chinese)
            <input value={surname} onChange={(e) => setSurname(e.target.value)} placeholder="Chan, Chen, 陳" autoComplete="off" />
          </label>
          <label>
            Village, county or place
            <input value={place} onChange={(e) => setPlace(e.target.value)} placeholder="Taishan, 台山" autoComplete="off" />
          </label>
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
      </section>

      <section className="home__trace" aria-labelledby="trace-title">
        <h2 id="trace-title">What you can trace</h2>
        <ul className="home__cards">
          {traceable.map((item) => (
            <li key={item.title} className="home__card">
              <h3>
                {item.title} <span lang="zh-Hans">{item.zh}</span>
              </h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home__steps" aria-labelledby="steps-title">
        <h2 id="steps-title">How it works</h2>
        <ol>
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home__closing" aria-labelledby="closing-title">
        <h2 id="closing-title">Your tree is free to build</h2>
        <p>Add as many relatives as you like, import a GEDCOM file from another site and share the tree with family by e-mail.</p>
        <div className="home__ctas">
          <Link href="/get-started" className="button button--primary">
            Build your tree
          </Link>
          <Link href="/search/surnames" className="button button--secondary">
            Look up your surname
          </Link>
          <Link href="/familytree/demo" className="button button--secondary">View a demo tree</Link>
        </div>
      </section>
    </div>
  );
}
