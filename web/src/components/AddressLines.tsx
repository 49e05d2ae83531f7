import { Text } from '@mantine/core';
import { countryName } from '@pressrun/domain';

/**
 * An address as the pages receive it: a customer's ship-to (first and last name), or a staff
 * page's sender and label addresses (a company and one name, any part possibly missing).
 */
export interface PostalAddress {
  companyName?: string | null;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

/** An address as it goes on a parcel: company, name, street, city/state/zip, country. */
export function AddressLines({ address: a, testId }: { address: PostalAddress; testId?: string }) {
  const person = a.name ?? [a.firstName, a.lastName].filter(Boolean).join(' ');
  const lines = [
    a.companyName,
    person,
    a.street1,
    a.street2,
    [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.country ? countryName(a.country) : '',
  ].filter(Boolean);
  return (
    <Text component="address" fz="sm" fs="normal" data-testid={testId}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed in order and never move
        <span key={i} style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}
