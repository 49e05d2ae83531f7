import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A secret (an API key, a webhook signing secret) shown this once with a copy button: the server
 * keeps only what it needs and never shows it again.
 */
export function ShownOnce({
  title,
  secret,
  what,
  children,
  testId,
  onDone,
}: {
  title: string;
  secret: string;
  /** 'key' or 'secret': the copy button's word. */
  what: string;
  /** How to use it. */
  children: ReactNode;
  testId: string;
  onDone: () => void;
}) {
  return (
    <Alert color="teal" icon={<IconKey size={18} aria-hidden />} title={title} role="status">
      <Stack gap="xs">
        <Text fz="sm">Copy it now: it is shown only once. {children}</Text>
        {/* Wrapped, not scrolled: on a phone the whole key stays in view. */}
        <Code block data-testid={testId} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
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
                {copied ? 'Copied' : `Copy ${what}`}
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
