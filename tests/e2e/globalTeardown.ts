import { rmSync } from 'node:fs';

/** Removes the throwaway data directory the journeys' server used. */
export default function globalTeardown() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
