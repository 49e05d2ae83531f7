import { Anchor, Button, Card, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { TERMS_TITLE, TERMS_UPDATED, termsSections } from '@pressrun/domain';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { COMPANY_NAME } from '../../components/site';

/** Served by the server's legal module, from the same text as the /terms page. */
export const TERMS_PDF = '/static/terms.pdf';

/**
 * Legal: the terms and conditions — what they cover, each part a link into the /terms page, and the
 * PDF to open or keep. The PDF is not framed in the page: phones and screen readers handle a
 * framed PDF badly, and the browser's own viewer in a tab does it better.
 */
export function LegalTab() {
  return (
    <Stack gap="md">
      <Text c="dimmed">
        The {TERMS_TITLE.toLowerCase()} you accept by using {COMPANY_NAME}, last updated {TERMS_UPDATED}. You
        can also{' '}
        <Anchor component={Link} to="/terms" underline="always">
          read them as a web page
        </Anchor>
        .
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Text fw={700}>What the terms cover</Text>
          <List
            size="sm"
            spacing={6}
            listStyleType="none"
            style={{ columnWidth: '18rem', columnGap: '2rem' }}
          >
            {termsSections(COMPANY_NAME).map((s) => (
              <List.Item key={s.id} style={{ breakInside: 'avoid' }}>
                <Anchor component={Link} to={`/terms#${s.id}`} fz="sm">
                  {s.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
          <Group gap="sm">
            <Button
              component="a"
              href={TERMS_PDF}
              target="_blank"
              rel="noopener noreferrer"
              color="press.5"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              Open the terms (PDF)
              <VisuallyHidden>, opens in a new tab</VisuallyHidden>
            </Button>
            <Button
              component="a"
              href={TERMS_PDF}
              download="terms.pdf"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
