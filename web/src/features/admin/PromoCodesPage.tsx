import { Anchor, Box, Card, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { COMPANY_NAME } from '../../components/site';
import { CreatePromoCodeForm } from './CreatePromoCodeForm';
import { PromoCodesTable } from './PromoCodesTable';

/** /admin/promo-codes: staff make codes, change their percent and uses, and switch them off. */
export default function PromoCodesPage() {
  useEffect(() => {
    document.title = `Promo codes · ${COMPANY_NAME}`;
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
            Promo codes
          </Title>
          <Card withBorder radius="lg" padding="lg">
            <CreatePromoCodeForm />
          </Card>
          <Card withBorder radius="lg" padding="sm" component="section" aria-label="All promo codes">
            <PromoCodesTable />
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}
