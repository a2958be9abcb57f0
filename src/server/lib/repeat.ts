/**
 * A background task run every `everyMs` until stopped, one run at a time: a tick that comes while the
 * last run is still going is skipped. The timer does not keep the process alive.
 */
export function repeatEvery(everyMs: number, run: () => Promise<unknown>, onError: (err: unknown) => void): { stop(): void } {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    run()
      .catch(onError)
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
