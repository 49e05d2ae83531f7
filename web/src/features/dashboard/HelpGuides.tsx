import { Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconFileSpreadsheet,
  IconLifebuoy,
  IconPalette,
  IconPlugConnected,
  IconShoppingCart,
} from '@tabler/icons-react';
import { SUPPORT_HOURS } from '../../components/site';
import { Guide, Sub, To } from './HelpGuide';

/** The guide to designing products: templates, the builder and artwork. */
export function DesigningGuide() {
  return (
    <Guide
      id="designing"
      icon={IconPalette}
      title="Designing products"
      intro="A design is saved as a product template: your artwork on one product, ready to order again and again."
      go={[
        { to: '/catalog', label: 'Browse the catalog' },
        { to: '/dashboard/templates', label: 'Your templates' },
        { to: '/dashboard/files', label: 'Files & Assets' },
      ]}
    >
      <List type="ordered" spacing="xs" fz="sm">
        <List.Item>
          Pick a product in the <To to="/catalog">catalog</To> and choose <strong>Start Designing</strong>.
          Designing needs a verified email address.
        </List.Item>
        <List.Item>
          In the builder, upload artwork (or reuse files from{' '}
          <To to="/dashboard/files">Files &amp; Assets</To>
          ), add text if you like, and place each layer inside the print area.
        </List.Item>
        <List.Item>
          Name the design and choose <strong>Review Order</strong>: the template is saved with its mockups and
          appears under <To to="/dashboard/templates">Templates</To>, where <strong>Add to Cart</strong>{' '}
          orders it any time.
        </List.Item>
      </List>
      <Sub>File requirements</Sub>
      <List spacing="xs" fz="sm">
        <List.Item>PNG or JPG (GIF works too), up to 25 MB a file. A transparent PNG suits logos.</List.Item>
        <List.Item>
          Each product has a print area measured in pixels. An image larger than it is refused, and the
          message tells you the largest size that product accepts.
        </List.Item>
        <List.Item>
          For a sharp print, make your artwork close to that size rather than scaling a small image up, and
          keep text away from the edges.
        </List.Item>
      </List>
    </Guide>
  );
}

/** The guide to ordering, tracking and claims. */
export function OrderingGuide() {
  return (
    <Guide
      id="ordering"
      icon={IconShoppingCart}
      title="Ordering, tracking and claims"
      intro="From the cart to your customer's door, and what to do when something goes wrong."
      go={[
        { to: '/dashboard/orders', label: 'Your orders' },
        { to: '/dashboard/billing', label: 'Billing methods' },
        { to: '/refund-policy', label: 'Refund policy' },
      ]}
    >
      <List type="ordered" spacing="xs" fz="sm">
        <List.Item>
          Add templates to the cart and choose <strong>Begin Checkout</strong>. On the order review enter the
          ship-to address, pick Standard or Expedited shipping, apply a promo code if you have one and choose{' '}
          <strong>Calculate Order Total</strong>.
        </List.Item>
        <List.Item>
          At checkout pay by one of four ways: your <strong>Default Card</strong> (add one under{' '}
          <To to="/dashboard/billing">Billing</To>), a <strong>New Card</strong>, <strong>Paypal</strong>, or{' '}
          <strong>Credit Terms</strong> once your company has an approved terms balance (apply on the{' '}
          <To to="/dashboard/billing?tab=terms">Credit Terms</To> tab).
        </List.Item>
        <List.Item>
          You get a confirmation page and email. Follow the order on <To to="/dashboard/orders">Orders</To>:
          Created, Ready To Produce, In Production, then Order Shipped with its tracking number.
        </List.Item>
      </List>
      <Sub>Cancelling</Sub>
      <Text fz="sm">
        Open the order and choose Cancel while it has not shipped. An order still Created or Ready To Produce
        and placed less than 24 hours ago is refunded in full; once it is In Production, or after 24 hours,
        nothing is refunded. The dialog tells you which before you confirm.
      </Text>
      <Sub>Claims</Sub>
      <Text fz="sm">
        Damaged, misprinted, wrong or missing items: open the shipped order and file a claim, choosing the
        affected items and how many of each, with up to 5 photos, within 14 business days of delivery. For a
        lost order, file within 30 days after the estimated delivery date. We reprint, refund or credit your
        account.
      </Text>
      <Sub>California sales tax</Sub>
      <Text fz="sm">
        Resellers with an approved resale certificate pay no estimated tax on California orders: upload it on
        the <To to="/dashboard/settings?tab=license">Reseller License</To> tab of Settings.
      </Text>
    </Guide>
  );
}

/** The guide to bulk orders from a spreadsheet. */
export function BulkGuide() {
  return (
    <Guide
      id="bulk"
      icon={IconFileSpreadsheet}
      title="Bulk orders"
      intro="Many orders at once, from one spreadsheet."
      go={[
        { to: '/dashboard/stores/csv', label: 'CSV orders' },
        { to: '/dashboard/settings?tab=license', label: 'Sample CSV' },
      ]}
    >
      <Text fz="sm">
        Upload a CSV file of orders on the <To to="/dashboard/stores/csv">CSV orders</To> page. The sample CSV
        order on the <To to="/dashboard/settings?tab=license">Reseller License</To> tab of Settings shows the
        columns: one line per product, and lines that share a PO make one order.
      </Text>
    </Guide>
  );
}

/** The guide to connecting a store. */
export function IntegrationsGuide() {
  return (
    <Guide
      id="integrations"
      icon={IconPlugConnected}
      title="Store integrations"
      intro="Let your Shopify or Etsy store send its orders to production on their own."
      go={[{ to: '/dashboard/stores/integrations', label: 'Request API keys' }]}
    >
      <Text fz="sm">
        Under <To to="/dashboard/stores">Stores</To>, choose <strong>Start an Integration</strong>: give your
        name, the stores you sell on, the units you expect to sell each month and your company&apos;s contact
        details, then <strong>Request Keys</strong>. We send your API keys within 24 hours.
      </Text>
    </Guide>
  );
}

/** The last card: where to turn when the guides are not enough. */
export function SupportCard() {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      bg="navy.0"
      component="section"
      aria-labelledby="support"
      id="guide-support"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color="navy" aria-hidden>
          <IconLifebuoy size={22} />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={2} id="support" fz={{ base: 20, sm: 22 }}>
            Still stuck?
          </Title>
          <Text fz="sm">
            The <To to="/dashboard/support">Support</To> page answers common questions and has our email. We
            answer {SUPPORT_HOURS}.
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
