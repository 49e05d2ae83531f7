import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { COMPANY_NAME } from '../../components/site';
import { BulkGuide, DesigningGuide, IntegrationsGuide, OrderingGuide, SupportCard } from './HelpGuides';

const CONTENTS = [
  { id: 'designing', label: 'Designing products' },
  { id: 'ordering', label: 'Ordering, tracking and claims' },
  { id: 'bulk', label: 'Bulk orders' },
  { id: 'integrations', label: 'Store integrations' },
];

/** /dashboard/help: short guides to the portal's main jobs, each leading to the screens it uses. */
export default function HelpPage() {
  useEffect(() => {
    document.title = `Help · ${COMPANY_NAME}`;
  }, []);

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Help
        </Title>
        <Text c="dimmed">How to design, order and connect your store, step by step.</Text>
      </Stack>

      <nav aria-label="Guides on this page">
        <List spacing={4} size="sm">
          {CONTENTS.map((c) => (
            <List.Item key={c.id}>
              <Anchor href={`#guide-${c.id}`} underline="always" fz="sm">
                {c.label}
              </Anchor>
            </List.Item>
          ))}
          <List.Item>
            <Anchor href="#guide-support" underline="always" fz="sm">
              Still stuck? Contact support
            </Anchor>
          </List.Item>
        </List>
      </nav>

      <DesigningGuide />
      <OrderingGuide />
      <BulkGuide />
      <IntegrationsGuide />
      <SupportCard />
    </Stack>
  );
}
