import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** For a visitor: designs live in an account, so sign in or create one (both come back here). */
export function PickerSignInNote() {
  return (
    <Alert color="steel" variant="light" icon={<IconInfoCircle />} data-testid="picker-signin">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Designs are kept in your account: create a free account or sign in to start.</Text>
        <Group gap="xs">
          <Button component={Link} to="/login?next=%2Fproduct%2Fmockup%2F" size="xs" variant="default">
            Sign in
          </Button>
          <Button component={Link} to="/register?next=%2Fproduct%2Fmockup%2F" size="xs" color="press.6">
            Create an account
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
