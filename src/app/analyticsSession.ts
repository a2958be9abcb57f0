/** A per-tab id that groups one visit's page views; no cookie, no third party. */
const KEY = 'xungen.analyticsSession';

export function analyticsSessionId(storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  let id = storage.getItem(KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(KEY, id);
  }
  return id;
}
