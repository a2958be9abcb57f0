/**
 * The caller's side of a port to a PGlite host in another thread: each statement is one message and
 * one answer (about a third of a millisecond here), the parameters and rows copied by the structured
 * clone algorithm.
 */
import type { MessagePort } from 'node:worker_threads';
import type { Priority } from '../priority';
import type { LinkReply, LinkRequest, LinkResponse, PGliteLink } from './host';

export class PortLink implements PGliteLink {
  private seq = 0;
  private readonly pending = new Map<number, (reply: LinkReply) => void>();
  private closed = false;

  constructor(private readonly port: MessagePort) {
    port.on('message', (m: LinkResponse) => {
      const done = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (this.pending.size === 0) port.unref();
      done?.(m);
    });
    port.on('close', () => {
      this.closed = true;
      for (const done of this.pending.values()) done({ lease: -1, error: { message: 'The database connection was closed.' } });
      this.pending.clear();
    });
    port.unref();
  }

  query(lease: number | undefined, priority: Priority, sql: string, params: unknown[]): Promise<LinkReply> {
    if (this.closed) return Promise.resolve({ lease: lease ?? -1, error: { message: 'The database connection was closed.' } });
    const id = ++this.seq;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      // Held open only while an answer is awaited, so an idle link never keeps a process alive.
      this.port.ref();
      this.port.postMessage({ op: 'query', id, lease, priority, sql, params } satisfies LinkRequest);
    });
  }

  release(lease: number): void {
    if (!this.closed && lease >= 0) this.port.postMessage({ op: 'release', lease } satisfies LinkRequest);
  }

  close(): void {
    this.port.close();
  }
}
