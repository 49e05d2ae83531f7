// Sample addresses for tests and benchmarks (no test runner needed to import them).

/** An address in California (taxed unless the company has a resale certificate). */
export const CA_SHIP_TO = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};
