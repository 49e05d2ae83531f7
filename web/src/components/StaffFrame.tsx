import { Anchor, Box, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { COMPANY_NAME } from './site';

/**
 * The frame of every staff page: the one main landmark, a way back, the one h1, and the page's
 * name in the tab ('Production · PressRun').
 */
export function StaffFrame({
  title,
  docTitle = title,
  back = { to: '/admin', label: 'Staff console' },
  aside,
  children,
}: {
  /** The page's h1. */
  title: ReactNode;
  /** The tab's title when the h1 is not plain text or should read differently. */
  docTitle?: ReactNode;
  back?: { to: string; label: string };
  /** Shown beside the h1 (a status badge, say). */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const tab = typeof docTitle === 'string' ? docTitle : '';
  useEffect(() => {
    document.title = tab ? `${tab} · ${COMPANY_NAME}` : COMPANY_NAME;
  }, [tab]);

  return (
    <Box component="main" mih="100vh" bg="gray.0">
      <Container size={1100} px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group>
            <Anchor component={Link} to={back.to} fz="sm">
              <Group gap={4}>
                <IconArrowLeft size={16} aria-hidden /> {back.label}
              </Group>
            </Anchor>
          </Group>
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {aside}
          </Group>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
