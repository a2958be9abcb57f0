/**
 * Workshops and events: listed upcoming and past with their places, and registration. A registration
 * locks its event row, so two people cannot take the last place at once; the unique index on
 * (event, lower(email)) refuses a second registration of one address. The confirmation e-mail goes
 * out after the registration is stored.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { EventItem, EventList, EventRegistration, eventListQuerySchema, EventRegistrationRequest } from '../../../protocol/events';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { eventRegistrationMail } from '../../mail/templates';

// An event without an end is over at the end of its first day (as on the wiki's list).
const endOf = sql<Date>`coalesce(wiki_events.ends_at, wiki_events.starts_at + interval '1 day')`;

function isOpen(startsAt: Date, capacity: number | null, count: number, now: Date): boolean {
  return startsAt.getTime() > now.getTime() && (capacity === null || count < capacity);
}

export async function listEventsWithPlaces(db: Db, now: Date, query: z.infer<typeof eventListQuerySchema>): Promise<EventList> {
  const base = db.selectFrom('wiki_events').where(endOf, query.when === 'upcoming' ? '>' : '<=', now);
  const [rows, total] = await Promise.all([
    base
      .selectAll('wiki_events')
      .select((eb) =>
        eb.selectFrom('event_registrations').whereRef('event_registrations.event_id', '=', 'wiki_events.id').select((e) => e.fn.countAll<string>().as('n')).as('registered'),
      )
      .orderBy('starts_at', query.when === 'past' ? 'desc' : 'asc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const objects: EventItem[] = rows.map((r) => {
    const count = Number(r.registered ?? 0);
    const startsAt = new Date(r.starts_at);
    return {
      id: r.id,
      title: r.title,
      starts_at: startsAt.toISOString(),
      ends_at: r.ends_at ? new Date(r.ends_at).toISOString() : null,
      location: r.location,
      is_online: r.is_online,
      description: r.description,
      url: r.url,
      capacity: r.capacity,
      registered_count: count,
      registration_open: isOpen(startsAt, r.capacity, count, now),
    };
  });
  return { objects, meta: { limit: query.limit, offset: query.offset, total_count: Number(total.n) } };
}

function whenText(startsAt: Date, endsAt: Date | null): string {
  const date = startsAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (!endsAt) return date;
  const time = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time(startsAt)}–${time(endsAt)} UTC`;
}

export async function registerForEvent(
  d: { db: Db; now: Date; mailer: Mailer; logger: Logger; publicUrl: string },
  eventId: string,
  input: EventRegistrationRequest & { userId: string | null },
): Promise<EventRegistration> {
  const { event, registration } = await d.db.transaction().execute(async (trx) => {
    const event = await trx.selectFrom('wiki_events').selectAll().where('id', '=', eventId).forUpdate().executeTakeFirst();
    if (!event) throw notFound('No such event.');
    const startsAt = new Date(event.starts_at);
    if (startsAt.getTime() <= d.now.getTime()) throw conflict('Registration for this event is closed: it has already started.');
    const taken = await trx
      .selectFrom('event_registrations')
      .select(['id'])
      .where('event_id', '=', eventId)
      .where(sql`lower(email)`, '=', input.email.toLowerCase())
      .executeTakeFirst();
    if (taken) throw conflict('This e-mail address is already registered for this event.', { email: ['Already registered for this event.'] });
    const { n } = await trx
      .selectFrom('event_registrations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    if (event.capacity !== null && Number(n) >= event.capacity) throw conflict('This event is full.');
    const registration = await trx
      .insertInto('event_registrations')
      .values({ event_id: eventId, email: input.email, name: input.name, user_id: input.userId, created_at: d.now })
      .returning(['id', 'event_id', 'email', 'name'])
      .executeTakeFirstOrThrow();
    return { event, registration };
  });
  try {
    const startsAt = new Date(event.starts_at);
    await d.mailer.send(
      d.db,
      eventRegistrationMail(input.email, d.publicUrl, input.name, {
        title: event.title,
        when: whenText(startsAt, event.ends_at ? new Date(event.ends_at) : null),
        location: event.location,
        isOnline: event.is_online,
      }),
      d.now,
    );
  } catch (err) {
    // The place is kept; the outbox row (or this log line) lets an operator resend.
    d.logger.error({ err, registrationId: registration.id }, 'event registration e-mail failed');
  }
  return registration;
}
