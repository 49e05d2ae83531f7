import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { MisprintedMug } from './MisprintedMug';

/** Where unknown paths land. */
export default function NotFoundPage() {
  return (
    <PublicLayout title="Page not found" status={404} canonical={null}>
      <Box
        style={{
          background: 'linear-gradient(180deg, var(--mantine-color-gray-0) 0%, #fff 100%)',
        }}
      >
        <Container size={1200} py={{ base: 48, md: 96 }}>
          <Stack align="center" ta="center" gap="lg">
            <Box w="100%" maw={420}>
              <MisprintedMug />
            </Box>
            <Text fz="sm" fw={700} tt="uppercase" c="press.6" style={{ letterSpacing: '0.12em' }}>
              Error 404
            </Text>
            <Title
              order={1}
              fz={{ base: 30, md: 44 }}
              c="navy.8"
              lh={1.15}
              maw={640}
              style={{ textWrap: 'balance' }}
            >
              This page didn't make it off the press
            </Title>
            <Text c="dimmed" fz={{ base: 'md', md: 'lg' }} maw={520} lh={1.6}>
              The page you are looking for doesn't exist or has moved. Let's get you back to something we
              printed properly.
            </Text>
            <Group justify="center" gap="sm" mt="xs">
              <Button
                component={Link}
                to="/"
                size="md"
                color="press.6"
                leftSection={<IconArrowLeft size={18} />}
              >
                Back to home
              </Button>
              <Button
                component={Link}
                to="/catalog"
                size="md"
                variant="default"
                c="navy.8"
                leftSection={<IconBuildingStore size={18} />}
              >
                Browse the catalogue
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
    </PublicLayout>
  );
}
