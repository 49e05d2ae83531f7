import { Button, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { firstNameOf } from '@pressrun/domain';
import { IconArrowRight, IconCreditCard, IconMail, IconTemplate, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDashboardSummary } from '../../app/dashboard-summary';
import { useSession } from '../../app/session';
import { ResendVerificationButton } from '../../components/ResendVerificationButton';
import { ChecklistItem } from './ChecklistItem';

/** /dashboard/default: the welcome and the four getting-started shortcuts. */
export default function DashboardHomePage() {
  const { user } = useSession();
  const summary = useDashboardSummary();
  const checklist = summary.data?.checklist;
  const first = firstNameOf(user?.first_name || user?.name || '');

  const items = checklist && [
    {
      title: 'Create an account',
      description: 'Your PressRun account is ready to go.',
      // Always complete: you are reading this signed in.
      complete: true,
      icon: <IconUserCheck size={22} />,
    },
    {
      title: 'Verify your email',
      description: 'Confirm your address so you can place orders and design templates.',
      complete: checklist.emailVerified || Boolean(user?.email_verified),
      icon: <IconMail size={22} />,
      action: <ResendVerificationButton />,
    },
    {
      title: 'Add a payment method',
      description: 'Save a card so your orders go straight into production.',
      complete: checklist.paymentMethod,
      icon: <IconCreditCard size={22} />,
      action: (
        <Button
          component={Link}
          to="/dashboard/billing"
          size="xs"
          variant="light"
          color="steel"
          rightSection={<IconArrowRight size={14} />}
        >
          Add a payment method
        </Button>
      ),
    },
    {
      title: 'Create a product template',
      description: 'Put your artwork on a product once, then order it any time.',
      complete: checklist.template,
      icon: <IconTemplate size={22} />,
      action: (
        <Button
          component={Link}
          to="/dashboard/templates"
          size="xs"
          variant="light"
          color="steel"
          rightSection={<IconArrowRight size={14} />}
        >
          Create a template
        </Button>
      ),
    },
  ];
  const done = items?.filter((i) => i.complete).length ?? 0;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em' }}>
          Welcome to your Dashboard{first ? `, ${first}` : ''}!
        </Title>
        <Text c="dimmed">Finish these steps to start selling custom printed products.</Text>
      </Stack>

      <Group gap="sm" wrap="nowrap" maw={420}>
        <Progress
          value={(done / 4) * 100}
          color="teal"
          size="md"
          radius="xl"
          style={{ flex: 1 }}
          aria-label="Checklist progress"
        />
        <Text fz="sm" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {items ? `${done} of 4 complete` : 'Loading…'}
        </Text>
      </Group>

      {summary.isError && !items ? (
        <Text c="press.7" role="alert">
          We could not load your checklist. Please reload the page.
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ol"
          p={0}
          m={0}
          aria-label="Getting started"
        >
          {items
            ? items.map((item, i) => <ChecklistItem key={item.title} step={i + 1} {...item} />)
            : [1, 2, 3, 4].map((i) => <Skeleton key={i} h={132} radius="lg" />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
