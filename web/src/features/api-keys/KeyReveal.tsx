import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';

/** A whole API key, shown this once with a copy button: the server never shows it again. */
export function KeyReveal({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <Alert
      color="teal"
      icon={<IconKey size={18} aria-hidden />}
      title={`Your API key “${name}”`}
      role="status"
    >
      <Stack gap="xs">
        <Text fz="sm">
          Copy it now: it is shown only once. Send it as <Code>Authorization: Bearer …</Code> to the API at
          /api/v1.
        </Text>
        <Code block data-testid="api-key-secret">
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
                {copied ? 'Copied' : 'Copy key'}
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
