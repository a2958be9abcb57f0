/**
 * Progress reported from inside a long transaction. The transaction never waits for a write: each goes
 * out after the one before it has finished, and only the latest value is sent. On PostgreSQL the writes
 * run on another pooled connection, so a status poll sees the bar move while the rows are stored; on
 * PGlite the transaction holds the only connection, so they wait and the latest lands after the commit
 * (a status request made meanwhile waits for that connection too).
 */
export interface ProgressWriter {
  /** Records `percent`; sends it when no write is in flight, else once the current one is done. */
  report(percent: number): void;
  /** Resolves when the latest value has been written; rejects with the first failed write. */
  flush(): Promise<void>;
}

export function progressWriter(write: (percent: number) => Promise<void>): ProgressWriter {
  let pending: number | null = null;
  let sent = -1;
  let inFlight: Promise<void> | null = null;
  let failure: unknown = null;
  const pump = (): Promise<void> | null => {
    if (pending === null || pending === sent || failure !== null) return null;
    const value = pending;
    pending = null;
    return write(value).then(
      () => {
        sent = value;
        inFlight = pump();
      },
      (e: unknown) => {
        failure = e;
        inFlight = null;
      },
    );
  };
  return {
    report(percent) {
      const value = Math.round(percent);
      if (value === sent && pending === null) return;
      pending = value;
      if (!inFlight) inFlight = pump();
    },
    async flush() {
      while (inFlight) await inFlight;
      if (failure !== null) throw failure;
    },
  };
}

/** Maps rows written so far onto the stretch [from, to] of the progress bar. */
export function rowProgress(total: number, from: number, to: number, report: (percent: number) => void): (rows: number) => void {
  let done = 0;
  return (rows) => {
    done += rows;
    report(from + ((to - from) * Math.min(done, total)) / Math.max(total, 1));
  };
}
