/** Keeps only the latest request by start time (platform.md 4): an answer to an older start arriving late is dropped. */
export interface LatestGate {
  /** A ticket for a request starting now. */
  start(): number;
  /** Whether the request of this ticket is still the latest started. */
  isLatest(ticket: number): boolean;
}

export function latestGate(): LatestGate {
  let latest = 0;
  return {
    start: () => ++latest,
    isLatest: (ticket) => ticket === latest,
  };
}
