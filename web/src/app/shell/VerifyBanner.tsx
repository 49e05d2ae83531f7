import { Alert, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { ResendVerificationButton } from '../../components/ResendVerificationButton';
import { useSession } from '../session';

/** Unverified users cannot order or design yet; this says so on every page of the dashboard. */
export function VerifyBanner() {
  const { user } = useSession();
  if (!user || user.email_verified) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="lg"
      mb="lg"
      icon={<IconMailExclamation size={20} />}
      title="Please verify your email address"
      data-testid="verify-banner"
    >
      <Group justify="space-between" gap="sm">
        {/* A long address wraps rather than running out of the banner on a phone. */}
        <Text fz="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          We sent a verification link to <b>{user.email}</b>. Verify it to place orders and design templates.
        </Text>
        <ResendVerificationButton variant="default" />
      </Group>
    </Alert>
  );
}
