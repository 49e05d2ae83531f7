import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';

/** A signing secret, shown this once with a copy button: the server never shows it again. */
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert color="teal" icon={<IconKey size={18} aria-hidden />} title="Your signing secret" role="status">
      <Stack gap="xs">
        <Text fz="sm">
          Copy it now: it is shown only once. Verify each delivery's webhook-signature header with it.
        </Text>
        <Code block data-testid="webhook-secret">
          {secret}
        </Code>
        <Group>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
              >
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" onClick={onDone}>
            I have saved it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
