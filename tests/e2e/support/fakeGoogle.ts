/**
 * Google's user-info endpoint for the journeys: the server under test is started with
 * GOOGLE_USERINFO_URL pointing here (playwright.config.ts), and this answers every access token
 * with the profile given.
 */
import { createServer } from 'node:http';

export const fakeGooglePort = () => Number(process.env.E2E_PORT) + 1;

export async function fakeGoogleUserInfo(profile: Record<string, unknown>): Promise<{ close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(profile));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(fakeGooglePort(), '127.0.0.1', resolve);
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
