import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck, IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { HeroIllustration } from './HeroIllustration';
import classes from './home.module.css';

const PROOF = ['Factories on both coasts', 'Fast production turnaround', '2-3 day standard shipping'];

/** The landing hero: print on demand, scalable production and supply chain. */
export function Hero() {
  const { user } = useSession();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size={1200} py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge
              variant="light"
              color="steel"
              size="lg"
              radius="xl"
              tt="none"
              fw={600}
              style={{ alignSelf: 'flex-start' }}
            >
              Print on demand for resellers
            </Badge>
            <Title
              id="hero-title"
              order={1}
              fz={{ base: 38, sm: 48, lg: 58 }}
              lh={1.06}
              c="navy.8"
              style={{ letterSpacing: '-0.03em', textWrap: 'balance' }}
            >
              Print-on-demand that <span className={classes.accent}>scales</span> with your store
            </Title>
            <Text fz={{ base: 'md', md: 'lg' }} c="gray.7" lh={1.65} maw={540}>
              Scalable print production and supply chain for your brand. We print your designs on mugs,
              drinkware, accessories and home &amp; office goods in factories on both coasts, with fast
              production turnaround and 2-3 day standard shipping.
            </Text>
            <Group gap="sm" className={classes.heroCtas}>
              {user ? (
                <Button
                  component={Link}
                  to="/dashboard/default"
                  size="lg"
                  color="press.6"
                  leftSection={<IconLayoutDashboard size={20} />}
                >
                  Go to Dashboard
                </Button>
              ) : (
                <Button
                  component={Link}
                  to="/register"
                  size="lg"
                  color="press.6"
                  rightSection={<IconArrowRight size={20} />}
                >
                  Get Started for free
                </Button>
              )}
              <Button component={Link} to="/catalog" size="lg" variant="default" c="navy.8">
                Browse products
              </Button>
            </Group>
            <Stack gap={8} mt={4} component="ul" className={classes.proof}>
              {PROOF.map((p) => (
                <Group key={p} gap={10} component="li" wrap="nowrap">
                  <ThemeIcon size={22} radius="xl" color="steel" variant="light">
                    <IconCheck size={14} stroke={3} />
                  </ThemeIcon>
                  <Text size="sm" fw={600} c="navy.8">
                    {p}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
          <Box className={classes.heroArt}>
            <HeroIllustration />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
