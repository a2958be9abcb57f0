/** Company content reads and page views. */
import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  analyticsEventSchema,
  PressList,
  pressQuerySchema,
  TeamMember,
  TeamResponse,
  Testimonial,
  WikiEventList,
  wikiEventsQuerySchema,
} from '../../../protocol/content';
import type { Db } from '../../db/database';

export async function readTeam(db: Db): Promise<TeamResponse> {
  const rows = await db.selectFrom('team_members').selectAll().orderBy('position').execute();
  const members: TeamMember[] = rows.map((r) => ({
    id: r.id,
    group: r.group_name,
    name: r.name,
    imgSrc: r.img_src,
    title: r.title,
    description: r.description,
    details_html: r.details_html,
  }));
  return {
    team: members.filter((m) => m.group === 'team'),
    advisors: members.filter((m) => m.group === 'advisor'),
    research: members.filter((m) => m.group === 'research'),
  };
}

function isoDate(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  // A date column comes back as local midnight; read it back in local terms.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export async function listPress(db: Db, query: z.infer<typeof pressQuerySchema>): Promise<PressList> {
  let base = db.selectFrom('press_articles');
  if (query.language) base = base.where('language', '=', query.language);
  if (query.category) base = base.where('category', '=', query.category);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('published_on', 'desc').orderBy('title').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    objects: rows.map((r) => ({ ...r, published_on: isoDate(r.published_on) })),
    meta: { limit: query.limit, offset: query.offset, total_count: Number(count.n) },
  };
}

export async function listEvents(db: Db, now: Date, query: z.infer<typeof wikiEventsQuerySchema>): Promise<WikiEventList> {
  let base = db.selectFrom('wiki_events');
  // An event without an end is over at the end of its first day.
  const endOf = sql<Date>`coalesce(ends_at, starts_at + interval '1 day')`;
  if (query.when === 'upcoming') base = base.where(endOf, '>', now);
  if (query.when === 'past') base = base.where(endOf, '<=', now);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('starts_at', query.when === 'past' ? 'desc' : 'asc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    objects: rows.map((r) => ({
      ...r,
      starts_at: new Date(r.starts_at).toISOString(),
      ends_at: r.ends_at ? new Date(r.ends_at).toISOString() : null,
    })),
    meta: { limit: query.limit, offset: query.offset, total_count: Number(count.n) },
  };
}

export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db.selectFrom('testimonials').selectAll().orderBy('position').execute();
  return rows.map(({ position: _p, ...r }) => r);
}

export async function recordEvent(
  db: Db,
  now: Date,
  event: z.infer<typeof analyticsEventSchema>,
  userId: string | null,
): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values({ ...event, user_id: userId, created_at: now })
    .execute();
}
