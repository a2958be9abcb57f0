/** Workshops and events with registration (platform spec 1, 2.2 events). */
import { z } from 'zod';
import { listSchema } from './common';
import { wikiEventSchema } from './content';
import { isValidEmail } from './names';

export const eventSchema = wikiEventSchema.extend({
  /** Places in all; null: no limit. */
  capacity: z.number().int().nullable(),
  registered_count: z.number().int(),
  /** Open while the event has not started and a place is left. */
  registration_open: z.boolean(),
});
export type EventItem = z.infer<typeof eventSchema>;
export const eventListSchema = listSchema(eventSchema);
export type EventList = z.infer<typeof eventListSchema>;

export const eventListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const eventIdParamsSchema = z.object({ id: z.string().uuid('Not an event id.') });

export const eventRegistrationRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(200),
  email: z.string().trim().max(254).refine(isValidEmail, 'Enter a valid e-mail address.'),
});
export type EventRegistrationRequest = z.infer<typeof eventRegistrationRequestSchema>;

export const eventRegistrationSchema = z.object({ id: z.string(), event_id: z.string(), email: z.string(), name: z.string() });
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;
