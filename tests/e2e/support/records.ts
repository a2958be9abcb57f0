/** Waiting for the journeys' sample records, which load in the background after the server's first start. */
import { expect, type APIRequestContext } from '@playwright/test';

/** Resolves once a search for Wong finds more than 20 records of the sample corpus. */
export async function recordsReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/sources/search-mentions/?surname=Wong');
        return res.ok() ? ((await res.json()) as { meta: { total_count: number } }).meta.total_count : 0;
      },
      { timeout: 280_000, intervals: [3_000] },
    )
    .toBeGreaterThan(20);
}
