import { Anchor, Box, Breadcrumbs, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SearchBox } from './SearchBox';

/** The catalogue's title band: breadcrumbs, the section's heading and blurb, and the search box. */
export function CatalogHeader({ heading, blurb }: { heading: string; blurb?: string }) {
  return (
    <Box bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size={1240} py={{ base: 20, md: 32 }}>
        <Breadcrumbs separator="/" fz="sm" mb={8}>
          <Anchor component={Link} to="/" c="dimmed">
            Home
          </Anchor>
          <Anchor component={Link} to="/catalog" c="dimmed">
            Catalogue
          </Anchor>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} maw={640}>
            <Title
              order={1}
              fz={{ base: 28, md: 36 }}
              c="navy.8"
              data-testid="catalog-heading"
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
            >
              {heading}
            </Title>
            {blurb && <Text c="dimmed">{blurb}</Text>}
          </Stack>
          <Box w={{ base: '100%', sm: 340 }}>
            <SearchBox />
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
