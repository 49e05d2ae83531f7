import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import classes from './home.module.css';

/** The closing call to action before the footer. */
export function GetStartedBand() {
  const { user } = useSession();
  return (
    <Box component="section" py={{ base: 56, md: 96 }} aria-labelledby="start-title">
      <Container size={1200}>
        <Box className={classes.cta} px={{ base: 24, md: 64 }} py={{ base: 40, md: 64 }}>
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap="xs" maw={620}>
              <Title
                id="start-title"
                order={2}
                c="white"
                fz={{ base: 26, md: 36 }}
                lh={1.2}
                style={{ letterSpacing: '-0.02em' }}
              >
                Ready for your first press run?
              </Title>
              <Text c="navy.1" fz={{ base: 'md', md: 'lg' }} lh={1.6}>
                Create your account, get your free API key and design your first product template today.
              </Text>
            </Stack>
            <Button
              component={Link}
              to={user ? '/dashboard/default' : '/register'}
              size="lg"
              color="press.6"
              rightSection={<IconArrowRight size={20} />}
            >
              {user ? 'Go to Dashboard' : 'Get Started'}
            </Button>
          </Group>
        </Box>
      </Container>
    </Box>
  );
}
