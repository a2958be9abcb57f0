/** Newsletter calls: sign up (double opt-in), confirm and unsubscribe from the links in e-mails. */
import ky from 'ky';
import type { NewsletterSignup } from '../protocol/content';
import { newsletterSignupResultSchema, newsletterSubscriptionSchema, type NewsletterSignupResult, type NewsletterSubscription } from '../protocol/newsletter';

const api = ky.create({ prefixUrl: '/api/v1/', timeout: 300_000, retry: 0 });

/** Asks for the lists; the answer is pending until the e-mailed link is followed. Field messages come back in the thrown error. */
export async function signUpForNewsletter(input: NewsletterSignup, key?: string | null): Promise<NewsletterSignupResult> {
  const headers: Record<string, string> = key ? { authorization: `Token ${key}` } : {};
  return newsletterSignupResultSchema.parse(await api.post('newsletter/', { json: input, headers }).json());
}

export async function confirmNewsletter(token: string): Promise<NewsletterSubscription> {
  return newsletterSubscriptionSchema.parse(await api.post('newsletter/confirm/', { json: { token } }).json());
}

export async function unsubscribeNewsletter(token: string): Promise<NewsletterSubscription> {
  return newsletterSubscriptionSchema.parse(await api.post('newsletter/unsubscribe/', { json: { token } }).json());
}
