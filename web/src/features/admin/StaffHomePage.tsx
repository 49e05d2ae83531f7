import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBug,
  IconBuilding,
  IconBuildingFactory2,
  IconFileCertificate,
  IconHelpCircle,
  IconMessageReport,
  IconPlugConnected,
  IconTicket,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { StaffFrame } from '../../components/StaffFrame';

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
  // Promo codes and credit terms are an admin's: operators are not offered what they cannot open.
  const admin = useSession().user?.staff_role === 'admin';
  return (
    <StaffFrame title="Staff console" back={{ to: '/dashboard/default', label: 'Back to dashboard' }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ConsoleCard
          to="/admin/production"
          icon={<IconBuildingFactory2 size={24} />}
          title="Production"
          about="The orders to make, by status and facility: move them on, print, ship and cancel."
        />
        <ConsoleCard
          to="/admin/claims"
          icon={<IconMessageReport size={24} />}
          title="Claims"
          about="Customers' claims on shipped orders: reprint, refund, credit or reject."
        />
        <ConsoleCard
          to="/admin/documents"
          icon={<IconFileCertificate size={24} />}
          title="Documents"
          about="Terms applications and resale certificates to review: approve or reject."
        />
        {admin && (
          <ConsoleCard
            to="/admin/promo-codes"
            icon={<IconTicket size={24} />}
            title="Promo codes"
            about="Make codes, change their percent and uses, and switch them off."
          />
        )}
        {admin && (
          <ConsoleCard
            to="/admin/companies"
            icon={<IconBuilding size={24} />}
            title="Companies"
            about="Find a company by name, email or id, and set its credit terms."
          />
        )}
        <ConsoleCard
          to="/admin/integration-requests"
          icon={<IconPlugConnected size={24} />}
          title="Integration requests"
          about="Companies asking for API keys for their stores: issue the keys and mark them issued."
        />
        <ConsoleCard
          to="/admin/error-reports"
          icon={<IconBug size={24} />}
          title="Client error reports"
          about="What went wrong in customers' browsers, newest first."
        />
        <ConsoleCard
          to="/admin/faqs"
          icon={<IconHelpCircle size={24} />}
          title="FAQ"
          about="The questions and answers on the Support page: add, edit, publish and reorder them."
        />
      </SimpleGrid>
    </StaffFrame>
  );
}
