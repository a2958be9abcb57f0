import { Link } from 'wouter';
import { fetchTestimonials } from '../../api/content';
import { CompanyPage, LoadState } from './CompanyPage';
import { useLoad } from './useLoad';

export default function TestimonialsPage() {
  const load = useLoad(fetchTestimonials, 'testimonials');
  return (
    <CompanyPage
      id="testimonials"
      title="How families use Xungen"
      intro={<p>Typical journeys, from a single name to a village, a clan book and living relatives.</p>}
    >
      <p className="company__note">
        These are example stories that we wrote to show how the tools fit together. They are not quotes from named
        customers.
      </p>
      <LoadState load={load}>
        {(stories) => (
          <ul className="company__grid">
            {stories.map((s) => (
              <li key={s.id} className="company__card">
                <h2 style={{ fontSize: 20, margin: 0 }}>{s.title}</h2>
                <p className="company__meta">{s.who}</p>
                <p>{s.story}</p>
                <ul className="company__tags" aria-label="Used">
                  {s.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <p>
        Have a story of your own? <Link href="/contact">Tell us</Link>; with your permission we may share it.
      </p>
    </CompanyPage>
  );
}
