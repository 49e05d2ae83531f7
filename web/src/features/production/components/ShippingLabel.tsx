import { SimpleGrid } from '@mantine/core';
import { AddressLines } from '../../../components/AddressLines';
import { Detail, Section } from '../../../components/DetailSection';
import type { ProductionOrder } from '../api';

/** What the shipping label says: from, to, service and weight. */
export function ShippingLabel({ label }: { label: ProductionOrder['label'] }) {
  return (
    <Section title="Label" id="label-title">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
        <Detail caps term="From">
          <AddressLines address={label.from} />
        </Detail>
        <Detail caps term="To">
          <AddressLines address={label.to} />
        </Detail>
        <Detail caps term="Service">
          {label.service}
        </Detail>
        <Detail caps term="Weight">
          {label.weightOz} oz
        </Detail>
      </SimpleGrid>
    </Section>
  );
}
