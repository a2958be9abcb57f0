import { Link } from 'wouter';
import { pathFor } from '../../app/match';
import { getInTouchHref, serviceGroups, serviceGroupTitles, servicesOf } from '../../content/services';
import './services.css';

/** services-main: every service, by group, each leading to its own page. */
export default function ServicesMainPage() {
  return (
    <article className="services-main" aria-labelledby="services-main-title">
      <header>
        <h1 id="services-main-title">Research, translation and roots trips</h1>
        <p className="service__summary">
          <span lang="zh">寻根</span> (xún gēn) means looking for one’s roots. When the records you can search are not enough, our
          researchers and translators in Singapore, Guangzhou, San Francisco and London do the work with you: finding the village,
          reading the zupu (<span lang="zh">族谱</span>), translating the letters and taking you home.
        </p>
      </header>
      {serviceGroups.map((group) => (
        <section key={group} aria-labelledby={`services-group-${group}`}>
          <h2 id={`services-group-${group}`}>{serviceGroupTitles[group]}</h2>
          <ul className="services-main__cards">
            {servicesOf(group).map((s) => (
              <li key={s.route}>
                <Link href={pathFor(s.route)}>{s.title}</Link>
                <div className="services-main__zh" lang="zh">
                  {s.chinese}
                </div>
                <p>{s.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="services-how">
        <h2 id="services-how">How every service starts</h2>
        <ol>
          <li>You tell us about your family and what you hope to find.</li>
          <li>We hold a free call and say honestly what is possible.</li>
          <li>You receive a fixed quote; nothing is charged before you accept it.</li>
        </ol>
        <p>
          <Link href={getInTouchHref('services-main')} className="button">
            Book a free call
          </Link>
        </p>
      </section>
    </article>
  );
}
