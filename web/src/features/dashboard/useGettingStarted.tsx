import { Button } from '@mantine/core';
import { IconArrowRight, IconCreditCard, IconMail, IconTemplate, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDashboardSummary } from '../../app/dashboard-summary';
import { useSession } from '../../app/session';
import { ResendVerificationButton } from '../../components/ResendVerificationButton';

/** The four getting-started steps with whether each is done (undefined until the summary loads). */
export function useGettingStarted() {
  const { user } = useSession();
  const summary = useDashboardSummary();
  const checklist = summary.data?.checklist;
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
  return { items, done, failed: summary.isError };
}
