/** The embedded checkout's card rules, as a card processor's test mode: nothing is ever charged. */

export interface CardInput {
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardResult = { ok: true; last4: string } | { ok: false; field: keyof CardInput; message: string };

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a card as the test mode does: the form's fields, then what the test card number says. */
export function chargeTestCard(input: CardInput, now: Date): CardResult {
  const number = input.card_number.replace(/[\s-]/g, '');
  if (!input.name.trim()) return { ok: false, field: 'name', message: 'Enter the name on the card.' };
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { ok: false, field: 'card_number', message: 'Your card number is incorrect.' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete (MM / YY)." };
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is good through the last day of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return { ok: false, field: 'expiry', message: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  if (number === TEST_CARDS.declined) return { ok: false, field: 'card_number', message: 'Your card was declined. Try another card.' };
  if (number === TEST_CARDS.insufficientFunds) return { ok: false, field: 'card_number', message: 'Your card has insufficient funds. Try another card.' };
  if (number !== TEST_CARDS.succeeds) {
    return { ok: false, field: 'card_number', message: 'This checkout is in test mode: use the test card 4242 4242 4242 4242. No card is charged.' };
  }
  return { ok: true, last4: number.slice(-4) };
}
