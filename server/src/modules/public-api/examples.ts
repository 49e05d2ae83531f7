/** Example bodies the API's documentation shows (/api/docs). */
export const ADDRESS_EXAMPLE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  street1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};
export const ORDER_EXAMPLE = {
  po: 'A1001',
  shipping: 'standard',
  payment: 'default_card',
  address: ADDRESS_EXAMPLE,
  items: [
    { template_id: 12, quantity: 1 },
    { sku: '21101', quantity: 2, artwork_url: 'https://pressrun.example/media/artwork/…/logo.png' },
  ],
};
