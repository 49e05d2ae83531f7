import { Accordion, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../components/PageStates';
import { useFaqs } from './api';

/** An answer is plain text: blank lines part its paragraphs, single line breaks are kept. */
export function AnswerText({ answer }: { answer: string }) {
  return (
    <Stack gap="xs">
      {answer.split(/\n\s*\n/).map((para, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered
        <Text key={i} fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {para.trim()}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The published FAQ (GET /api/faqs) as an accordion under its own h2; each question is an h3
 * holding the button that opens its answer.
 */
export function FaqList() {
  const faqs = useFaqs();

  return (
    <Stack gap="sm" component="section" aria-labelledby="faq-title" maw={860}>
      <Title order={2} id="faq-title" fz={{ base: 20, sm: 22 }}>
        Frequently asked questions
      </Title>
      {faqs.isPending && (
        <Group gap="xs">
          <Loader size="sm" aria-label="Loading the questions" />
        </Group>
      )}
      {faqs.isError && (
        <LoadError
          title="The questions could not be loaded"
          message={faqs.error.message}
          onRetry={() => void faqs.refetch()}
        />
      )}
      {faqs.data?.length === 0 && (
        <Card withBorder radius="lg" padding="lg">
          <Text c="dimmed">No questions here yet. Write to us and we will gladly help.</Text>
        </Card>
      )}
      {faqs.data && faqs.data.length > 0 && (
        <Accordion
          multiple
          variant="separated"
          radius="md"
          order={3}
          chevronPosition="right"
          styles={{ item: { backgroundColor: 'white', borderColor: 'var(--mantine-color-gray-3)' } }}
        >
          {faqs.data.map((faq) => (
            <Accordion.Item key={faq.id} value={String(faq.id)}>
              <Accordion.Control>
                <Text fw={600} c="navy.8" style={{ overflowWrap: 'anywhere' }}>
                  {faq.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <AnswerText answer={faq.answer} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
