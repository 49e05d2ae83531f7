import { describe, expect, it } from 'vitest';
import { COUNTRIES, EU_COUNTRIES, US_STATES } from './places';
import { canCalculateTotal, SHIP_TO_MSG, shipToSchema } from './ship-to';

const home = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street1: '1 Market St',
  street2: '',
  city: 'San Francisco',
  state: 'ca',
  zip: '94105',
  country: 'us',
  ioss: '',
};
const messagesOf = (input: object) => {
  const r = shipToSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the shipping-to form', () => {
  it('takes a US address and normalises codes', () => {
    expect(shipToSchema.parse(home)).toMatchObject({ state: 'CA', country: 'US', zip: '94105' });
  });

  it('lists every missing field at once, in the form order', () => {
    expect(messagesOf({})).toEqual([
      SHIP_TO_MSG.firstName,
      SHIP_TO_MSG.lastName,
      SHIP_TO_MSG.street1,
      SHIP_TO_MSG.city,
      SHIP_TO_MSG.country,
      SHIP_TO_MSG.state,
    ]);
    expect(SHIP_TO_MSG.firstName).toBe('First Name is Required');
  });

  it('needs a zip only in the United States, and there a real one and a real state', () => {
    expect(messagesOf({ ...home, zip: '' })).toEqual(['Zip Code is Required']);
    expect(messagesOf({ ...home, zip: '941' })).toEqual([SHIP_TO_MSG.usZip]);
    expect(messagesOf({ ...home, zip: '94105-1234' })).toEqual([]);
    expect(messagesOf({ ...home, state: 'XX' })).toEqual([SHIP_TO_MSG.usState]);
    expect(messagesOf({ ...home, country: 'GB', state: 'London', zip: '' })).toEqual([]);
  });

  it("needs a US zip of the chosen state (the USPS's 3-digit prefixes, with their exceptions)", () => {
    expect(messagesOf({ ...home, state: 'NV', zip: '90001' })).toEqual([
      'ZIP code 90001 is in California, not Nevada: please check the ZIP code or the state.',
    ]);
    expect(messagesOf({ ...home, state: 'CA', zip: '90001-1234' })).toEqual([]);
    expect(messagesOf({ ...home, state: 'ca', zip: '00012' })).toEqual([
      'ZIP code 00012 is not a US ZIP code in use; please check it.',
    ]);
    // Prefixes that cross a state line, territories and the federal ZIPs.
    for (const [state, zip] of [
      ['TX', '73960'],
      ['OK', '73949'],
      ['DC', '20500'],
      ['VA', '20598'],
      ['PR', '00901'],
      ['GU', '96910'],
      ['NY', '00501'],
    ])
      expect(messagesOf({ ...home, state, zip }), `${zip} ${state}`).toEqual([]);
  });

  it('refuses an unknown country, and an IOSS number outside the EU or of the wrong shape', () => {
    expect(messagesOf({ ...home, country: 'ZZ' })).toEqual([SHIP_TO_MSG.country]);
    const de = { ...home, country: 'DE', state: 'Berlin', zip: '10115' };
    expect(messagesOf({ ...de, ioss: 'IM1234567890' })).toEqual([]);
    expect(messagesOf({ ...de, ioss: 'IM12' })).toEqual([SHIP_TO_MSG.ioss]);
    expect(messagesOf({ ...home, ioss: 'IM1234567890' })).toEqual([SHIP_TO_MSG.iossOutsideEu]);
  });

  it('offers Calculate Order Total only with street, first and last name', () => {
    expect(canCalculateTotal(home)).toBe(true);
    expect(canCalculateTotal({ ...home, street1: ' ' })).toBe(false);
    expect(canCalculateTotal({ ...home, lastName: '' })).toBe(false);
  });

  it('lists every country once, the United States first, and the EU and US lists are known codes', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'US', name: 'United States' });
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const code of EU_COUNTRIES) expect(COUNTRIES.some((c) => c.code === code)).toBe(true);
    expect(US_STATES.some((s) => s.code === 'CA')).toBe(true);
  });
});
