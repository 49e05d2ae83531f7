import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconKey, IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { INTEGRATIONS_ANCHOR } from '../../../components/site';
import classes from './home.module.css';
import { SectionHeading } from './SectionHeading';
import { useFeaturedProducts } from './useFeaturedProducts';

const FEATURES = [
  {
    icon: IconKey,
    title: 'Free API key on account creation',
    text: 'Every account gets its own API key, so you can send orders to production straight from your own platform.',
  },
  {
    icon: IconPlugConnected,
    title: 'Order management with over 225 services',
    text: 'Plug PressRun into the store builders, marketplaces and order-management tools you already use; orders flow to production automatically.',
  },
];

/** The demo catalogue's 11 oz white mug, until the featured products have answered. */
const SAMPLE_SKU = '21101';

/**
 * An illustrative request, to show developers what sending an order looks like. Its sku is a real
 * one: the first featured product of this catalogue.
 */
function CodeWindow() {
  const sku = useFeaturedProducts().data?.[0]?.sku ?? SAMPLE_SKU;
  return (
    <Box className={classes.code} aria-hidden="true">
      <Group gap={6} px="md" py={12} style={{ borderBottom: '1px solid rgba(255,255,255,0.08)' }}>
        <Box w={10} h={10} bg="#ef4752" style={{ borderRadius: 5 }} />
        <Box w={10} h={10} bg="#fab005" style={{ borderRadius: 5 }} />
        <Box w={10} h={10} bg="#40c057" style={{ borderRadius: 5 }} />
        <Text size="xs" c="navy.2" ml="sm" ff="monospace">
          new-order.sh
        </Text>
      </Group>
      <pre className={classes.codeBody}>
        <span className={classes.tokMuted}># Free API key with every account{'\n'}</span>
        curl -X POST $PRESSRUN_API/orders \{'\n'}
        {'  '}-H <span className={classes.tokStr}>"X-Api-Key: pr_live_••3f9a"</span> \{'\n'}
        {'  '}-d <span className={classes.tokStr}>'{'{'}</span>
        {'\n'}
        {'    '}
        <span className={classes.tokKey}>"sku"</span>:{' '}
        <span className={classes.tokStr} data-testid="api-sample-sku">
          "{sku}"
        </span>
        ,{'\n'}
        {'    '}
        <span className={classes.tokKey}>"quantity"</span>: 24,{'\n'}
        {'    '}
        <span className={classes.tokKey}>"shipping"</span>: <span className={classes.tokStr}>"Standard"</span>
        {'\n'}
        {'  '}
        <span className={classes.tokStr}>{'}'}'</span>
        {'\n\n'}
        <span className={classes.tokMuted}># → 201 Created · status: "Created"</span>
      </pre>
    </Box>
  );
}

/** 'Connecting your store'; the header's Integrations link scrolls here. */
export function ConnectStore() {
  const { user } = useSession();
  return (
    <Box
      component="section"
      id={INTEGRATIONS_ANCHOR}
      className={classes.integrations}
      py={{ base: 56, md: 96 }}
      aria-labelledby="integrations-title"
    >
      <Container size={1200}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="xl">
            <SectionHeading
              eyebrow="Integrations"
              title={<span id="integrations-title">Connecting your store</span>}
              align="left"
              light
            >
              Sell wherever your customers shop. Orders from your store arrive in production without copy and
              paste.
            </SectionHeading>
            <Stack gap="lg">
              {FEATURES.map((f) => (
                <Group key={f.title} align="flex-start" wrap="nowrap" gap="md">
                  <ThemeIcon size={44} radius="md" color="press.6" variant="filled">
                    <f.icon size={24} stroke={1.7} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700} c="white" fz="lg">
                      {f.title}
                    </Text>
                    <Text c="navy.1" lh={1.6} mt={4}>
                      {f.text}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
            <Group gap="sm">
              <Button
                component={Link}
                to={user ? '/dashboard/stores/integrations' : '/register'}
                size="lg"
                color="press.6"
                rightSection={<IconArrowRight size={20} />}
              >
                {user ? 'Start an Integration' : 'Get your free API key'}
              </Button>
            </Group>
          </Stack>
          <Stack gap="md">
            <CodeWindow />
            <Group gap="xs" justify="center">
              {['Shopify', 'Etsy', 'Over 225 services'].map((s) => (
                <Badge
                  key={s}
                  variant="outline"
                  color="gray.3"
                  c="navy.1"
                  radius="xl"
                  size="lg"
                  tt="none"
                  fw={500}
                >
                  {s}
                </Badge>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
