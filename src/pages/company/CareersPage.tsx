import { Link } from 'wouter';
import { CompanyPage } from './CompanyPage';

const kinds = [
  { title: 'Engineering', text: 'TypeScript on the browser and the server, a WebGL tree editor, PostgreSQL search over Chinese and English text.' },
  { title: 'Records and OCR', text: 'Reading vertical classical Chinese, checking OCR of clan books, indexing immigration and cemetery records.' },
  { title: 'Research', text: 'Village and archive research in Guangdong and Fujian, and record research in Southeast Asia, North America and Europe.' },
  { title: 'Translation', text: 'Classical and modern Chinese into English, with care for names, places and titles.' },
];

export default function CareersPage() {
  return (
    <CompanyPage
      id="careers"
      title="Careers"
      intro={<p>We are a small team. We look for people who care about getting a name, a date and a place exactly right.</p>}
    >
      <h2>The work</h2>
      <ul className="company__grid">
        {kinds.map((k) => (
          <li key={k.title} className="company__card">
            <h3>{k.title}</h3>
            <p>{k.text}</p>
          </li>
        ))}
      </ul>
      <h2>Open positions</h2>
      <p>
        We have no open positions listed right now. If your skills fit one of the areas above, write to us through the{' '}
        <Link href="/contact">contact page</Link> with a short note about your work and the languages you read; we keep every
        note and reply when a role opens.
      </p>
      <h2>Where we are</h2>
      <p>Singapore, Guangzhou, San Francisco and London, and remote within nearby time zones.</p>
    </CompanyPage>
  );
}
