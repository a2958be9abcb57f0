/** Workshops and events: the list with places, and registration. */
import ky from 'ky';
import { eventListSchema, eventRegistrationSchema, type EventList, type EventRegistration, type EventRegistrationRequest } from '../protocol/events';

const api = ky.create({ prefixUrl: '/api/v1/', timeout: 300_000, retry: 0 });

export async function fetchEventList(when: 'upcoming' | 'past'): Promise<EventList> {
  return eventListSchema.parse(await api.get('events/', { searchParams: { when } }).json());
}

export async function registerForEvent(id: string, input: EventRegistrationRequest, key?: string | null): Promise<EventRegistration> {
  const headers: Record<string, string> = key ? { authorization: `Token ${key}` } : {};
  return eventRegistrationSchema.parse(await api.post(`events/${encodeURIComponent(id)}/register/`, { json: input, headers }).json());
}
