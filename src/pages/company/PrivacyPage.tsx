import { CompanyPage } from './CompanyPage';

export default function PrivacyPage() {
  return (
    <CompanyPage id="privacy" title="Privacy policy" intro={<p>What we keep about you and your family, why, and what you can do about it.</p>}>
      <div className="company__legal">
        <h2 id="what-we-keep">What we keep</h2>
        <ul>
          <li>Your account: e-mail address, name, password (stored only as a salted hash) and the settings you choose.</li>
          <li>Your trees: the people, relationships, dates, places, notes, photos and files you add or import.</li>
          <li>
            Newsletter signups: your e-mail address, the lists you chose and when you confirmed them. Nothing is sent before you
            follow the confirmation link; when an e-mail marketing service sends our newsletters, only confirmed addresses and
            their lists are passed to it.
          </li>
          <li>Workshop and event registrations: your name and e-mail address, to hold your place and write to you about it.</li>
          <li>Page views: the page address, the page before it and a random per-tab id, kept by us. We use no third-party analytics on these pages.</li>
        </ul>
        <h2 id="living-people">Living people</h2>
        <p>
          Living relatives in your tree are private by default. Sharing a tree gives access only to the people you invite by
          e-mail. Family websites show only what you choose to publish.
        </p>
        <h2 id="use">How we use it</h2>
        <p>
          To run the service: show your tree, search records, send RecordFinder matches and the e-mails you asked for. We do
          not sell personal data. Research desks see a tree only when you ask for research on it.
        </p>
        <h2 id="your-rights">Your rights</h2>
        <p>
          You can export your tree as GEDCOM, correct your details, unsubscribe from any list from the link in every e-mail,
          and delete your account. Deleting a tree deletes its people, photos and files.
        </p>
        <h2 id="cookies">Cookies and storage</h2>
        <p>
          We keep your login key and a few preferences in your browser’s storage (for example, that you closed a banner). We
          set no advertising cookies.
        </p>
        <h2 id="contact">Questions</h2>
        <p>Write to us from the contact page; we answer privacy requests within 30 days.</p>
      </div>
    </CompanyPage>
  );
}
