import { Anchor, Button, Card, List, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TERMS_TITLE, TERMS_UPDATED, termsSections } from '@pressrun/domain';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { COMPANY_NAME } from '../../components/site';

/** Served by the server's legal module, from the same text as the /terms page. */
export const TERMS_PDF = '/static/terms.pdf';

function Download() {
  return (
    <Button
      component="a"
      href={TERMS_PDF}
      download="terms.pdf"
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      Download the terms (PDF)
    </Button>
  );
}

/**
 * Legal: the terms and conditions. Wide screens show the PDF itself; phones render framed PDFs
 * badly, so they get what the terms cover, the download, and the page to read them on.
 */
export function LegalTab() {
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="md">
      <Text c="dimmed">
        The {TERMS_TITLE.toLowerCase()} you accept by using {COMPANY_NAME}, last updated {TERMS_UPDATED}. You
        can also{' '}
        <Anchor component={Link} to="/terms">
          read them as a web page
        </Anchor>
        .
      </Text>
      {wide ? (
        <>
          <Card withBorder radius="lg" padding={0} style={{ overflow: 'hidden' }}>
            <iframe
              src={TERMS_PDF}
              title={`${TERMS_TITLE} (PDF)`}
              style={{ display: 'block', width: '100%', height: '75vh', minHeight: 480, border: 0 }}
            />
          </Card>
          <div>
            <Download />
          </div>
        </>
      ) : (
        <Card withBorder radius="lg" padding="md">
          <Stack gap="sm">
            <Text fw={700}>What the terms cover</Text>
            <List size="sm" spacing={4} listStyleType="none">
              {termsSections(COMPANY_NAME).map((s) => (
                <List.Item key={s.id}>
                  <Anchor component={Link} to={`/terms#${s.id}`} fz="sm">
                    {s.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            <div>
              <Download />
            </div>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
