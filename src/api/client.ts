/**
 * The one HTTP client of the browser app (spec section 7): every call goes to /api/v1/ with the
 * referrer, the analytics session id, the product session id the server last handed out and, when
 * logged in, `Authorization: Token <key>`. Calls marked (ac) cancel the previous call of the same
 * kind; cancelled calls reject with CancelledError and never reach the global error callback.
 * An empty body counts as a failure.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { isNonImpersonable } from '../protocol/accounts';
import type { ErrorBody } from '../protocol/common';

export const API_PREFIX = '/api/v1/';
export const REQUEST_TIMEOUT_MS = 300_000;
const ANALYTICS_KEY = 'xungen.analyticsSession';
const SESSION_ID_KEY = 'xungen.sessionId';

/** A failed call: the HTTP status (0 when no answer came) and the server's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error);
  }
}

/** A call dropped because a newer call of the same kind replaced it, or its caller gave up. */
export class CancelledError extends Error {
  constructor() {
    super('Request cancelled.');
  }
}

export const isCancelled = (err: unknown): err is CancelledError => err instanceof CancelledError;

interface ClientHooks {
  getKey: () => string | null;
  /** The e-mail of the member a staff user is impersonating, or null. */
  getImpersonated: () => string | null;
  onError: (error: ApiError, response: Response | null) => void;
  fetch?: typeof fetch;
}

const hooks: ClientHooks = { getKey: () => null, getImpersonated: () => null, onError: () => undefined };

/** Wires the client to the session store and the app's error toasts; tests also swap fetch here. */
export function configureApi(partial: Partial<ClientHooks>): void {
  Object.assign(hooks, partial);
  instance = undefined;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function analyticsSessionId(): string {
  const store = storage();
  let id = store?.getItem(ANALYTICS_KEY) ?? null;
  if (!id) {
    id = crypto.randomUUID();
    store?.setItem(ANALYTICS_KEY, id);
  }
  return id;
}

/** The headers every call carries, for ky and for the XMLHttpRequest uploads that report progress. */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-Analytics-Session': analyticsSessionId() };
  if (typeof location !== 'undefined') headers['X-Referrer'] = location.href;
  const sessionId = storage()?.getItem(SESSION_ID_KEY);
  if (sessionId) headers['X-Session-Id'] = sessionId;
  const key = hooks.getKey();
  if (key) headers.Authorization = `Token ${key}`;
  return headers;
}

/** Remembers the product session id the server sent, for the next calls. */
export function storeSessionId(response: { headers: { get(name: string): string | null } }): void {
  const id = response.headers.get('X-Session-Id');
  if (id) storage()?.setItem(SESSION_ID_KEY, id);
}

/** The URL of a call, with as_user added while impersonating (except on non-impersonable calls). */
export function apiUrl(path: string, searchParams?: Record<string, string | number | boolean | undefined>): string {
  const clean = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(searchParams ?? {})) if (v !== undefined && v !== '') params.append(k, String(v));
  const impersonated = hooks.getImpersonated();
  if (impersonated && !isNonImpersonable(clean)) params.set('as_user', impersonated);
  const query = params.toString();
  // A path may carry its own query (repeated parameters): the rest joins it.
  return `${API_PREFIX}${clean}${query ? `${clean.includes('?') ? '&' : '?'}${query}` : ''}`;
}

let instance: KyInstance | undefined;
function client(): KyInstance {
  instance ??= ky.create({
    timeout: REQUEST_TIMEOUT_MS,
    credentials: 'include',
    retry: 0,
    fetch: hooks.fetch ? (...args) => hooks.fetch!(...args) : undefined,
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(commonHeaders())) request.headers.set(name, value);
        },
      ],
      afterResponse: [(_request, _options, response) => storeSessionId(response)],
    },
  });
  return instance;
}

const inFlight = new Map<string, AbortController>();

export interface CallOptions {
  json?: unknown;
  body?: BodyInit;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Marks an (ac) call: a newer call with the same kind cancels this one. */
  ac?: string;
  signal?: AbortSignal;
  /** Milliseconds before the call gives up; REQUEST_TIMEOUT_MS unless a client of its own sets it. */
  timeout?: number;
  /** The Accept header, for a call that negotiates the form of its answer. */
  accept?: string;
  /** Reads and checks the answer itself, instead of JSON checked against the schema. */
  read?: (response: Response) => Promise<unknown>;
}

async function errorBody(response: Response): Promise<ErrorBody> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    if (typeof body.error === 'string') return body as ErrorBody;
  } catch {
    // Not JSON: fall through to the status text.
  }
  return { error: response.statusText || `Request failed with status ${response.status}` };
}

/** Makes one call and checks the answer against the protocol schema. */
export async function call<S extends z.ZodTypeAny>(method: string, path: string, schema: S, options: CallOptions = {}): Promise<z.infer<S>> {
  const controller = new AbortController();
  if (options.ac) {
    inFlight.get(options.ac)?.abort();
    inFlight.set(options.ac, controller);
  }
  options.signal?.addEventListener('abort', () => controller.abort());
  const kyOptions: Options = { method, signal: controller.signal, json: options.json, body: options.body, ...(options.timeout ? { timeout: options.timeout } : {}), ...(options.accept ? { headers: { accept: options.accept } } : {}) };
  try {
    const url = apiUrl(path, options.searchParams);
    const response = await client()(typeof location === 'undefined' ? url : new URL(url, location.origin), kyOptions);
    if (options.read) {
      try {
        return (await options.read(response)) as z.infer<S>;
      } catch (err) {
        if (err instanceof Error && err.name !== 'AbortError') throw new ApiError(response.status, { error: `Unexpected answer from ${path}: ${err.message}` });
        throw err;
      }
    }
    const text = await response.text();
    if (!text.trim() && response.status !== 204) throw new ApiError(response.status, { error: 'The server sent an empty answer.' });
    // 204 No Content (a delete): the schema says whether no body is what the call expects.
    const parsed = schema.safeParse(response.status === 204 ? undefined : JSON.parse(text));
    if (!parsed.success) throw new ApiError(response.status, { error: `Unexpected answer from ${path}: ${parsed.error.issues[0]?.message}` });
    return parsed.data;
  } catch (err) {
    if (controller.signal.aborted || (err instanceof Error && err.name === 'AbortError')) throw new CancelledError();
    let failure: ApiError;
    let response: Response | null = null;
    if (err instanceof HTTPError) {
      response = err.response;
      failure = new ApiError(err.response.status, await errorBody(err.response));
    } else if (err instanceof ApiError) failure = err;
    else failure = new ApiError(0, { error: err instanceof Error ? err.message : 'Network error' });
    console.error(`API ${method} ${path} failed:`, failure.status, failure.message);
    hooks.onError(failure, response);
    throw failure;
  } finally {
    if (options.ac && inFlight.get(options.ac) === controller) inFlight.delete(options.ac);
  }
}
