import { Button, Center, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconMailCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { ResendVerificationButton } from '../../components/ResendVerificationButton';
import { AuthLayout } from './AuthLayout';

/** /verify?email=: the check-your-email page after registration. */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const { user } = useSession();

  return (
    <AuthLayout title="Check your email" centered>
      <Stack gap="lg">
        <Center>
          <ThemeIcon size={72} radius={36} variant="light" color="steel">
            <IconMailCheck size={38} stroke={1.6} />
          </ThemeIcon>
        </Center>
        <Text ta="center" data-testid="verify-message">
          We sent a verification link to{' '}
          {email ? (
            <Text span fw={700} style={{ wordBreak: 'break-all' }}>
              {email}
            </Text>
          ) : (
            'your email address'
          )}
          . Open it to verify your email address and start ordering.
        </Text>
        <Button
          component={Link}
          to="/dashboard/default"
          color="press.5"
          size="md"
          fullWidth
          rightSection={<IconArrowRight size={18} />}
        >
          Continue to Dashboard
        </Button>
        {user && !user.email_verified && (
          <Group justify="center" gap={6}>
            <Text fz="sm" c="dimmed">
              Didn't get it?
            </Text>
            <ResendVerificationButton variant="subtle" />
          </Group>
        )}
      </Stack>
    </AuthLayout>
  );
}
