import { Anchor, Button, Flex, Group, Paper, Text, ThemeIcon, Transition } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { COOKIE_CONSENT_KEY } from './site';

function hasConsented(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) !== null;
  } catch {
    return false; // storage blocked: ask again, never crash the page
  }
}

/**
 * Cookie-consent banner: disappears on Accept and stays gone, also after logout
 * (its key is outside the `pressrun.` prefix that logout clears).
 */
export function CookieBanner() {
  // Closed in the HTML the server sends (it cannot know this browser's choice, and every visitor
  // gets the same cached page); the browser opens it once the page is live, if it still has to ask.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!hasConsented()), []);

  const accept = () => {
    try {
      localStorage.setItem(
        COOKIE_CONSENT_KEY,
        JSON.stringify({ accepted: true, at: new Date().toISOString() }),
      );
    } catch {
      // Private mode without storage: hide it for this visit anyway.
    }
    setOpen(false);
  };

  return (
    <Transition mounted={open} transition="slide-up" duration={200}>
      {(style) => (
        <Paper
          role="region"
          aria-label="Cookie consent"
          shadow="xl"
          radius="lg"
          withBorder
          p="md"
          style={{
            ...style,
            position: 'fixed',
            zIndex: 200,
            left: 16,
            right: 16,
            bottom: 16,
            marginInline: 'auto',
            maxWidth: 760,
          }}
        >
          <Flex
            direction={{ base: 'column', xs: 'row' }}
            align={{ base: 'stretch', xs: 'center' }}
            gap={{ base: 'sm', xs: 'md' }}
            justify="space-between"
          >
            <Group wrap="nowrap" align="center" gap="md">
              <ThemeIcon size={40} radius="xl" variant="light" color="steel" visibleFrom="xs">
                <IconCookie size={22} />
              </ThemeIcon>
              <Text size="sm" c="navy.8" lh={1.55}>
                We use essential cookies to keep you signed in and your account secure. No advertising
                trackers. Read our{' '}
                <Anchor component={Link} to="/cookies" size="sm" fw={600}>
                  Cookie policy
                </Anchor>
                .
              </Text>
            </Group>
            <Button color="press.6" onClick={accept} style={{ flexShrink: 0 }}>
              Accept
            </Button>
          </Flex>
        </Paper>
      )}
    </Transition>
  );
}
