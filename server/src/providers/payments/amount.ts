/**
 * Cents and the decimal strings PayPal speaks ('12.34'), converted as text: going through a
 * float would turn 1.005 dollars into 100 or 101 cents depending on rounding.
 */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function decimalToCents(value: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) throw new Error(`Not an amount in dollars and cents: ${JSON.stringify(value)}`);
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  assertCents(cents);
  return cents;
}

/** Amounts are whole, non-negative cents within the range a double holds exactly. */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not a whole number of cents: ${cents}`);
}
