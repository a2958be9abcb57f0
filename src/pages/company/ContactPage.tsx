import { Link } from 'wouter';
import { CompanyPage } from './CompanyPage';

const offices = [
  { city: 'Singapore', covers: 'Southeast Asia; clan associations and cemetery registers' },
  { city: 'Guangzhou', covers: 'Village research in Guangdong and Fujian' },
  { city: 'San Francisco', covers: 'North American immigration and census records' },
  { city: 'London', covers: 'Britain and Europe' },
];

export default function ContactPage() {
  return (
    <CompanyPage id="contact" title="Contact us" intro={<p>Tell us what you need and the right desk will answer, usually within two working days.</p>}>
      <ul className="company__grid">
        <li className="company__card">
          <h2 style={{ marginTop: 0, fontSize: 20 }}>Research, translation and trips</h2>
          <p>Describe your family and what you want to find; we reply with what is possible and what it costs.</p>
          <p>
            <Link href="/get-in-touch">Get in touch about a service</Link>
          </p>
        </li>
        <li className="company__card">
          <h2 style={{ marginTop: 0, fontSize: 20 }}>Help with your account</h2>
          <p>Questions about your tree, a GEDCOM import, sharing or billing. Log in first so we can see what you see.</p>
          <p>
            <Link href="/support">Open a support request</Link>
          </p>
        </li>
        <li className="company__card">
          <h2 style={{ marginTop: 0, fontSize: 20 }}>Institutions</h2>
          <p>Archives, libraries, clan associations and museums that want their records indexed and searchable.</p>
          <p>
            <Link href="/services/institutions/indexing">Indexing for institutions</Link>
          </p>
        </li>
      </ul>
      <h2>Offices</h2>
      <ul className="company__offices">
        {offices.map((o) => (
          <li key={o.city} className="company__card">
            <h3>{o.city}</h3>
            <p>{o.covers}</p>
          </li>
        ))}
      </ul>
    </CompanyPage>
  );
}
