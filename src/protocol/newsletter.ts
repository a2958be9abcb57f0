/** Newsletter double opt-in and unsubscribe (platform spec 2.6 footer, 7 third parties, 9 five lists). */
import { z } from 'zod';
import { newsletterListSchema } from './content';

/** What a signup answers: the lists asked for, waiting for the address to confirm them. */
export const newsletterSignupResultSchema = z.object({
  email: z.string(),
  lists: z.array(newsletterListSchema),
  status: z.enum(['pending', 'confirmed']),
  /** False when the confirmation e-mail could not be handed on; the signup is kept and a new request resends it. */
  confirmation_sent: z.boolean(),
});
export type NewsletterSignupResult = z.infer<typeof newsletterSignupResultSchema>;

export const newsletterTokenSchema = z.object({
  token: z.string().trim().min(1, 'The link has no token.').max(300),
});

export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  lists: z.array(newsletterListSchema),
  status: z.enum(['confirmed', 'unsubscribed']),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
