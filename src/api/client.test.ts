// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, CancelledError, call, configureApi } from './client';

type Seen = { url: string; method: string; headers: Headers };
function fakeFetch(answer: (req: Request) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push({ url: req.url, method: req.method, headers: req.headers });
    return answer(req);
  });
  return { fn: fn as unknown as typeof fetch, seen };
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const ok = z.object({ ok: z.boolean() });

afterEach(() => {
  configureApi({ getKey: () => null, getImpersonated: () => null, onError: () => undefined, fetch: undefined });
  localStorage.clear();
});

describe('api client', () => {
  it('sends the prefix, referrer, analytics id, token and the stored product session id', async () => {
    const { fn, seen } = fakeFetch(() => json({ ok: true }, 200, { 'X-Session-Id': 'sess-42' }));
    configureApi({ fetch: fn, getKey: () => 'abc123' });
    await call('GET', 'member/me/', ok);
    await call('GET', 'member/me/', ok);
    expect(new URL(seen[0].url).pathname).toBe('/api/v1/member/me/');
    expect(seen[0].headers.get('authorization')).toBe('Token abc123');
    expect(seen[0].headers.get('x-referrer')).toBe(location.href);
    expect(seen[0].headers.get('x-analytics-session')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0].headers.get('x-session-id')).toBeNull();
    expect(seen[1].headers.get('x-session-id')).toBe('sess-42');
    expect(seen[1].headers.get('x-analytics-session')).toBe(seen[0].headers.get('x-analytics-session'));
  });

  it('takes a 204 without a body as the answer a delete expects, and an empty 200 as an error', async () => {
    configureApi({ fetch: fakeFetch(() => new Response(null, { status: 204 })).fn });
    await expect(call('DELETE', 'saved-clan-pedigree/x/', z.undefined())).resolves.toBeUndefined();
    await expect(call('DELETE', 'saved-clan-pedigree/x/', ok)).rejects.toBeInstanceOf(ApiError);
    configureApi({ fetch: fakeFetch(() => new Response('', { status: 200 })).fn });
    await expect(call('GET', 'member/me/', z.unknown())).rejects.toThrow('The server sent an empty answer.');
  });

  it('adds as_user while impersonating, except on non-impersonable calls', async () => {
    const { fn, seen } = fakeFetch(() => json({ ok: true }));
    configureApi({ fetch: fn, getImpersonated: () => 'mei@example.com' });
    await call('GET', 'notifications/', ok);
    await call('GET', 'member/me/', ok);
    await call('POST', 'member/change-password/', ok, { json: {} });
    expect(new URL(seen[0].url).searchParams.get('as_user')).toBe('mei@example.com');
    expect(new URL(seen[1].url).searchParams.has('as_user')).toBe(false);
    expect(new URL(seen[2].url).searchParams.has('as_user')).toBe(false);
  });

  it('joins as_user to a path that carries its own query', async () => {
    const { fn, seen } = fakeFetch(() => json({ ok: true }));
    configureApi({ fetch: fn, getImpersonated: () => 'mei@example.com' });
    await call('GET', 'sources/search-mentions/?surname=Wong&collection=a&collection=b', ok);
    const url = new URL(seen[0].url);
    expect(url.searchParams.getAll('collection')).toEqual(['a', 'b']);
    expect(url.searchParams.get('as_user')).toBe('mei@example.com');
  });

  it('an (ac) call cancels the previous one of its kind, silently', async () => {
    const onError = vi.fn();
    let release: (() => void) | undefined;
    const { fn } = fakeFetch(
      (req) =>
        new Promise<Response>((resolve, reject) => {
          req.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          release = () => resolve(json({ ok: true }));
        }),
    );
    configureApi({ fetch: fn, onError });
    const first = call('POST', 'member/translate/', ok, { ac: 'translate', json: { text: 'a' } }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    const second = call('POST', 'member/translate/', ok, { ac: 'translate', json: { text: 'b' } });
    await new Promise((r) => setTimeout(r, 10));
    release!();
    expect(await first).toBeInstanceOf(CancelledError);
    await expect(second).resolves.toEqual({ ok: true });
    expect(onError).not.toHaveBeenCalled();
  });

  it('an error answer and an empty body reach the global callback as ApiError', async () => {
    const onError = vi.fn();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let n = 0;
    const { fn } = fakeFetch(() => (n++ === 0 ? json({ error: 'Unable to log in.' }, 400) : new Response('', { status: 200 })));
    configureApi({ fetch: fn, onError });
    const bad = await call('POST', 'member/login/', ok, { json: {} }).catch((e) => e);
    expect(bad).toBeInstanceOf(ApiError);
    expect([bad.status, bad.message]).toEqual([400, 'Unable to log in.']);
    const empty = await call('GET', 'member/me/', ok).catch((e) => e);
    expect(empty.message).toBe('The server sent an empty answer.');
    expect(onError).toHaveBeenCalledTimes(2);
    errorSpy.mockRestore();
  });
});
