/**
 * Calls of the platform shell: company content, page views, notifications, switches and
 * the plan behind the paywall. Uses ky on its own until the shared client exists; the caller passes
 * the login key when there is one.
 */
import ky, { HTTPError } from 'ky';
import { z } from 'zod';
import { switchesResponseSchema, type SwitchesResponse } from '../protocol/common';
import {
  pressListSchema,
  teamResponseSchema,
  testimonialListSchema,
  wikiEventListSchema,
  type AnalyticsEvent,
  type PressList,
  type TeamResponse,
  type Testimonial,
  type WikiEventList,
} from '../protocol/content';

const api = ky.create({ prefixUrl: '/api/v1/', timeout: 300_000, retry: 0 });

function auth(key: string | null | undefined): Record<string, string> {
  return key ? { authorization: `Token ${key}` } : {};
}

export async function fetchTeam(): Promise<TeamResponse> {
  return teamResponseSchema.parse(await api.get('team/').json());
}

export async function fetchTestimonials(): Promise<Testimonial[]> {
  return testimonialListSchema.parse(await api.get('testimonials/').json()).objects;
}

export async function fetchPress(query: { language?: string; category?: string }): Promise<PressList> {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v));
  return pressListSchema.parse(await api.get('pressarticle/', { searchParams }).json());
}

export async function fetchEvents(when: 'upcoming' | 'past'): Promise<WikiEventList> {
  return wikiEventListSchema.parse(await api.get('wiki/events/', { searchParams: { when } }).json());
}

/** Page views are best-effort: a failure never reaches the user. */
export function sendPageView(event: AnalyticsEvent, key?: string | null): void {
  api.post('analytics/events/', { json: event, headers: auth(key) }).catch(() => undefined);
}

export async function fetchSwitches(): Promise<SwitchesResponse> {
  return switchesResponseSchema.parse(await api.get('switches/').json());
}

export const serverNotificationSchema = z.object({
  key: z.string(),
  content: z.string(),
  action_message: z.string(),
  action_url: z.string(),
});
export type ServerNotification = z.infer<typeof serverNotificationSchema>;

/** Open notifications of the member; none when the endpoint is missing or the call fails. */
export async function fetchNotifications(key: string): Promise<ServerNotification[]> {
  try {
    const body = await api.get('notifications/', { headers: auth(key) }).json();
    return z.object({ objects: z.array(serverNotificationSchema) }).parse(body).objects;
  } catch (err) {
    if (err instanceof HTTPError || err instanceof z.ZodError) return [];
    throw err;
  }
}

export async function dismissNotification(key: string, notificationKey: string): Promise<void> {
  await api.post(`notifications/${encodeURIComponent(notificationKey)}/dismiss/`, { headers: auth(key) });
}

export const planSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  cost: z.union([z.number(), z.string()]),
  billing_period: z.enum(['yearly', 'monthly']),
  trial_days: z.number().int().nullable().optional(),
});
export type Plan = z.infer<typeof planSchema>;

/** The plans on sale, or null when the plans endpoint does not answer (then no paywall shows). */
export async function fetchPlans(): Promise<Plan[] | null> {
  try {
    const body = await api.get('plan/').json();
    const parsed = z.union([z.array(planSchema), z.object({ objects: z.array(planSchema) })]).parse(body);
    return Array.isArray(parsed) ? parsed : parsed.objects;
  } catch {
    return null;
  }
}

/** The server's message for a failed call, or a fallback. */
export async function errorMessage(err: unknown, fallback = 'Error'): Promise<{ message: string; fields: Record<string, string[]> }> {
  if (err instanceof HTTPError) {
    try {
      const body = (await err.response.clone().json()) as { error?: string; fields?: Record<string, string[]> };
      return { message: body.error ?? fallback, fields: body.fields ?? {} };
    } catch {
      return { message: fallback, fields: {} };
    }
  }
  return { message: fallback, fields: {} };
}
