/** get-in-touch-success: /get-in-touch/success — the request arrived; what happens next. */
import { Link, useSearch } from 'wouter';
import './requests.css';

export default function GetInTouchSuccessPage() {
  const booked = new URLSearchParams(useSearch()).get('call') === '1';
  return (
    <main className="requests-page">
      <div className="account-card wide">
        <h1>Thank you, your request has reached us</h1>
        <p>We sent you a confirmation by e-mail with everything you told us.</p>
        <p>{booked ? 'Your call is booked: we will call you at the time you chose. If it no longer suits you, reply to the confirmation.' : 'A member of our team will write to you within two working days.'}</p>
        <p>
          <Link href="/services">Read more about our services</Link> · <Link href="/">Back to the home page</Link>
        </p>
      </div>
    </main>
  );
}
