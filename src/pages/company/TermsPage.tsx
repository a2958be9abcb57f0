import { CompanyPage } from './CompanyPage';

export default function TermsPage() {
  return (
    <CompanyPage id="terms" title="Terms of use" intro={<p>The rules for using Xungen, in plain words.</p>}>
      <div className="company__legal">
        <h2 id="account">Your account</h2>
        <p>Keep your password to yourself. You are responsible for what is done with your account. One person per account.</p>
        <h2 id="content">Your content</h2>
        <p>
          What you add stays yours. You give us the permission we need to store it, show it to the people you share it with and
          make backups. Add only photos and documents you have the right to share, and respect the privacy of living people.
        </p>
        <h2 id="records">Records and results</h2>
        <p>
          Records come from archives, clan books and other sources with their own rights; we show where each comes from. Matches
          and translations can be wrong: check them against the source before you rely on them.
        </p>
        <h2 id="paid">Subscriptions and services</h2>
        <p>
          Subscriptions renew at the end of each period until you cancel; a free trial turns into a paid subscription unless
          you cancel before it ends. Research, translation and travel services are quoted and agreed before any work starts.
        </p>
        <h2 id="conduct">Fair use</h2>
        <p>Do not scrape the site, resell records, or use the service to harass anyone.</p>
        <h2 id="changes">Changes</h2>
        <p>When these terms change we tell members by e-mail before the change takes effect.</p>
      </div>
    </CompanyPage>
  );
}
