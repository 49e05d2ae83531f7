/** The card number as typed, in groups of four digits ('4242 4242 4242 4242'), at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed, as MM/YY: the slash comes by itself after the month. */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace is never stuck on it.
  if (previous.endsWith('/') && typed.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * The month and four-digit year of an MM/YY expiry; 0 for a part that is missing, which the card
 * gateway answers with its own message.
 */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [mm = '', yy = ''] = expiry.split('/');
  const expMonth = Number(mm.replace(/\D/g, '')) || 0;
  const year = yy.replace(/\D/g, '');
  const expYear = year.length === 2 ? 2000 + Number(year) : Number(year) || 0;
  return { expMonth, expYear };
}
