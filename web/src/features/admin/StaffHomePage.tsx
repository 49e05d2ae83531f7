import {
  Anchor,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconBuilding, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { COMPANY_NAME } from '../../components/site';

function ConsoleCard({
  to,
  icon,
  title,
  about,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  about: string;
}) {
  return (
    <Card component={Link} to={to} withBorder radius="lg" padding="lg" style={{ textDecoration: 'none' }}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" color="navy" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Text component="h2" fw={700} fz="lg" c="navy.8">
            {title}
          </Text>
          <Text fz="sm" c="dimmed">
            {about}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** /admin: where staff start, with a card for each staff page. */
export default function StaffHomePage() {
  useEffect(() => {
    document.title = `Staff console · ${COMPANY_NAME}`;
  }, []);

  return (
    <Box component="main" mih="100vh" bg="gray.0">
      <Container size={1100} px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group>
            <Anchor component={Link} to="/dashboard/default" fz="sm">
              <Group gap={4}>
                <IconArrowLeft size={16} aria-hidden /> Back to dashboard
              </Group>
            </Anchor>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Staff console
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <ConsoleCard
              to="/admin/promo-codes"
              icon={<IconTicket size={24} />}
              title="Promo codes"
              about="Make codes, change their percent and uses, and switch them off."
            />
            <ConsoleCard
              to="/admin/companies"
              icon={<IconBuilding size={24} />}
              title="Companies"
              about="Find a company by name, email or id, and set its credit terms."
            />
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
