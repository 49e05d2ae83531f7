import { DOMESTIC_COUNTRIES, TAXED_STATE } from './constants';

// Case and spaces never matter: ' united  states ', 'UNITED STATES' and 'UnitedStates' are one value.
const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();
const DOMESTIC = new Set<string>(['', ...DOMESTIC_COUNTRIES.map(squash)]);

/**
 * True when an order ships inside the United States: the country is 'United States', 'US',
 * 'EE. UU.' or empty (missing), compared without case and spaces. A 'code-name' value such as
 * 'US-United States' (the shipping form's country list) is domestic when its code or its name is.
 * Anything else ('USA', 'United States Minor Outlying Islands', 'Canada') is international.
 */
export function isDomestic(country: string | null | undefined): boolean {
  const value = squash(country ?? '');
  if (DOMESTIC.has(value)) return true;
  const dash = value.indexOf('-');
  if (dash < 0) return false;
  const code = value.slice(0, dash);
  const name = value.slice(dash + 1);
  return (code !== '' && DOMESTIC.has(code)) || (name !== '' && DOMESTIC.has(name));
}

const TAXED = new Set([squash(TAXED_STATE), 'california']);

/** True for California: 'CA' or 'California', compared without case and spaces. */
export function isTaxedState(state: string | null | undefined): boolean {
  return TAXED.has(squash(state ?? ''));
}
