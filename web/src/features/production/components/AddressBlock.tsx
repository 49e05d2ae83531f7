import { Text } from '@mantine/core';
import { countryName } from '@pressrun/domain';
import type { StaffAddress } from '../api';

/** An address as it goes on a parcel: company, name, street, city/state/zip, country. */
export function AddressBlock({ address }: { address: StaffAddress }) {
  const a = address;
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
    <Text component="address" fz="sm" fs="normal">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed in order and never move
        <span key={i} style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}
