import { Link } from 'wouter';
import { COMMUNITY_CHAT_URL } from '../../app/menu';
import { CompanyPage } from './CompanyPage';

export default function CommunityPage() {
  return (
    <CompanyPage
      id="community"
      title="Community"
      intro={<p>A chat community of people tracing Chinese families, from first-timers to people who read zupus for fun.</p>}
    >
      <h2>What happens there</h2>
      <ul>
        <li>Help reading a headstone, a letter or a page of a clan book.</li>
        <li>Tips on records by country: immigration files, census entries, association directories.</li>
        <li>Finding others from the same village or with the same generation poem.</li>
        <li>Announcements of workshops and new records.</li>
      </ul>
      <h2>House rules</h2>
      <p>
        Be kind to beginners. Do not post details of living people without their consent. Say where a piece of information
        comes from, so others can check it.
      </p>
      <h2>Join</h2>
      {COMMUNITY_CHAT_URL ? (
        <p>
          <a className="button button--primary" href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer">
            Join the chat on Discord<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : (
        <p>
          You are welcome to join. Ask for an invitation to the chat from the <Link href="/contact">contact page</Link> and we send
          the link to your e-mail address.
        </p>
      )}
      <p>
        Prefer to learn in a group? See our <Link href="/events">workshops and events</Link>.
      </p>
    </CompanyPage>
  );
}
