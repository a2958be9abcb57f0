import { Link } from 'wouter';
import { BLOG_URL, COMMUNITY_CHAT_URL, INSTITUTIONS_URL } from './menu';
import { pathFor } from './match';
import { NewsletterForm } from './NewsletterForm';
import './Footer.css';

interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
}

const groups: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'Custom research', href: pathFor('services-main') },
      { label: 'Translation', href: pathFor('translation') },
      { label: 'Storytelling', href: pathFor('storytelling') },
      { label: 'Zupu translation', href: pathFor('zupu-translation-services') },
      { label: 'Roots trips', href: pathFor('travel') },
      { label: 'Legacy films', href: pathFor('film') },
      { label: 'For institutions', href: INSTITUTIONS_URL, external: /^https?:/.test(INSTITUTIONS_URL) },
    ],
  },
  {
    title: 'Search',
    links: [
      { label: 'All records', href: pathFor('search-all-records') },
      { label: 'Zupus (family tree books)', href: '/search/zupus' },
      { label: 'Chinese surnames', href: pathFor('search-tool-surname') },
      { label: 'Chinese villages', href: pathFor('search-tool-village') },
      { label: 'Overseas communities', href: pathFor('search-overseas') },
    ],
  },
  {
    title: 'Family',
    links: [
      { label: 'Your family tree', href: pathFor('familytree-details-my') },
      { label: 'RecordFinder', href: pathFor('familytree-hints-landing') },
      { label: 'Import a GEDCOM file', href: pathFor('familytree-import-gedcom') },
      { label: 'Family websites', href: pathFor('fws-manage') },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Genealogy wiki', href: pathFor('wiki-index') },
      { label: 'Workshops & events', href: pathFor('events') },
      { label: 'Blog', href: BLOG_URL, external: /^https?:/.test(BLOG_URL) },
      { label: 'Image to text', href: pathFor('image-to-text') },
    ],
  },
  {
    title: 'Library',
    links: [
      { label: 'Photos & files', href: pathFor('familytree-library-my') },
      { label: 'My zupus', href: pathFor('my-zupus') },
      { label: 'Record inbox', href: pathFor('record-inbox') },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'Our story', href: pathFor('our-story') },
      { label: 'Team', href: pathFor('our-team') },
      { label: 'Stories', href: pathFor('testimonials') },
      { label: 'Press', href: pathFor('press') },
      { label: 'Careers', href: pathFor('careers') },
      { label: 'Contact', href: pathFor('contact') },
    ],
  },
];

function FooterAnchor({ link }: { link: FooterLink }) {
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link href={link.href}>{link.label}</Link>
  );
}

/** Footer: newsletter signup, the community chat, link groups and the policies. */
export function Footer({ showMcrFooter }: { showMcrFooter: boolean }) {
  return (
    <footer className="footer">
      {showMcrFooter && (
        <section className="footer__mcr" aria-label="Custom research">
          <p>
            Stuck on a branch? Our research desks in Guangzhou, Singapore, San Francisco and London work from village
            archives, clan halls and immigration files.
          </p>
          <Link href={pathFor('get-in-touch')} className="footer__mcr-button">
            Ask about custom research
          </Link>
        </section>
      )}
      <div className="footer__inner">
        <div className="footer__top">
          <NewsletterForm />
          <section className="footer__community" aria-labelledby="footer-community">
            <h2 id="footer-community" className="footer__heading">
              Community
            </h2>
            <p>Ask questions, share finds and help others read old documents in our chat community.</p>
            <Link href={pathFor('community')}>About the community</Link>{' '}
            {COMMUNITY_CHAT_URL && (
              <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer" className="footer__chat">
                Join the chat on Discord<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </section>
        </div>
        <nav className="footer__groups" aria-label="Footer">
          {groups.map((group) => (
            <section key={group.title}>
              <h2 className="footer__heading">{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className="footer__bottom">
          <p>
            <span lang="zh-Hans">寻根</span> Xungen · Singapore · Guangzhou · San Francisco · London
          </p>
          <ul aria-label="Policies">
            <li>
              <Link href={pathFor('privacy-policy')}>Privacy policy</Link>
            </li>
            <li>
              <Link href={pathFor('terms')}>Terms of use</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
