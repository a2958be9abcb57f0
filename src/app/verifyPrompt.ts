/** The verify-your-e-mail prompt's closing time, kept in this browser (closing postpones it 6 hours). */
const KEY = 'xungen.verifyPromptClosedAt';

export function verifyPromptClosedAt(storage: Pick<Storage, 'getItem'>): number | null {
  const value = Number(storage.getItem(KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function closeVerifyPrompt(storage: Pick<Storage, 'setItem'>, now: number): void {
  storage.setItem(KEY, String(now));
}
