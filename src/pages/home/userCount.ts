/** The displayed member count: 5135 on 2021-09-08, plus 9 a day (platform spec 9). */
export const DAY_MS = 86_400_000;
const BASE_DATE = Date.UTC(2021, 8, 8);
const BASE_COUNT = 5135;
const PER_DAY = 9;

export function displayedUserCount(now: Date): number {
  const days = Math.max(0, Math.floor((now.getTime() - BASE_DATE) / DAY_MS));
  return BASE_COUNT + PER_DAY * days;
}
