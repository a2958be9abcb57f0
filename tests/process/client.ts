/** A member's client of a server process: logs in, uploads a GEDCOM file, follows its import. */
import type { ImportStatusResponse } from '../../src/protocol/gedcom';

export class Member {
  constructor(
    readonly url: string,
    readonly key: string,
  ) {}

  private headers(json = false) {
    return { authorization: `Token ${this.key}`, ...(json ? { 'content-type': 'application/json' } : {}) };
  }

  async call<T>(method: string, path: string, body?: unknown, url = this.url): Promise<T> {
    const res = await fetch(url + path, { method, headers: this.headers(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async upload(text: string, name: string, url = this.url): Promise<string> {
    const form = new FormData();
    form.set('file', new File([text], name));
    const res = await fetch(`${url}/api/people/import/gedcom/`, { method: 'POST', headers: this.headers(), body: form });
    if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { import_key: string }).import_key;
  }

  status(key: string, url = this.url): Promise<ImportStatusResponse> {
    return this.call('GET', `/api/people/import/status/?importKey=${key}`, undefined, url);
  }

  /** Polls until the import is done or failed (or `until` says stop), and answers its last status. */
  async follow(key: string, until: (s: ImportStatusResponse) => boolean = () => false, timeoutMs = 120_000, url = this.url): Promise<ImportStatusResponse> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const s = await this.status(key, url);
      if (s.status === 'done' || s.status === 'failed' || until(s)) return s;
      if (Date.now() > end) throw new Error(`import ${key} still ${s.status} (${s.progress}%) after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
