import { useState } from 'react';
import { fetchEventList } from '../../api/events';
import type { EventItem } from '../../protocol/events';
import { CompanyPage, LoadState } from './CompanyPage';
import { EventRegistration } from './EventRegistration';
import { useLoad } from './useLoad';

function when(event: EventItem): string {
  const start = new Date(event.starts_at);
  const date = start.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (!event.ends_at) return date;
  const time = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time(start)}–${time(new Date(event.ends_at))} UTC`;
}

export default function EventsPage() {
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const load = useLoad(() => fetchEventList(tab), tab);
  return (
    <CompanyPage id="events" title="Workshops & events" intro={<p>Online workshops and the dates in the calendar when families gather.</p>}>
      <div className="company__tabs" role="group" aria-label="Show events">
        <button type="button" aria-pressed={tab === 'upcoming'} onClick={() => setTab('upcoming')}>
          Upcoming
        </button>
        <button type="button" aria-pressed={tab === 'past'} onClick={() => setTab('past')}>
          Past
        </button>
      </div>
      <LoadState load={load}>
        {(list) =>
          list.objects.length === 0 ? (
            <p>{tab === 'upcoming' ? 'No events are scheduled yet. Sign up for the newsletter to hear about the next one.' : 'No past events yet.'}</p>
          ) : (
            <ul className="company__grid">
              {list.objects.map((e) => (
                <li key={e.id} className="company__card">
                  <p className="company__meta">
                    <time dateTime={e.starts_at}>{when(e)}</time> · {e.location}
                  </p>
                  <h2 style={{ fontSize: 19, margin: '4px 0' }}>{e.title}</h2>
                  <p>{e.description}</p>
                  {e.url && <a href={e.url}>Details</a>}
                  {tab === 'upcoming' && <EventRegistration event={e} />}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </CompanyPage>
  );
}
