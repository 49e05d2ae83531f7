import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { DismissibleError, LoadError } from '../../components/PageStates';
import { useStaffFaqs } from './api';
import { EditFaqModal } from './EditFaqModal';
import { StaffFaqItem } from './StaffFaqItem';
import { useFaqListActions } from './useFaqListActions';

/**
 * Every entry in the Support page's order, with up and down buttons to reorder (a keyboard and a
 * screen reader can, unlike drag and drop), a publish switch, edit and delete. A move sends the
 * whole new order; when someone else changed the list meanwhile the server refuses it, the list
 * reloads and the refusal is shown.
 */
export function StaffFaqList() {
  const faqs = useStaffFaqs();
  const list = faqs.data ?? [];
  const { actions, publishing, editing, setEditing, error, setError, moved } = useFaqListActions(list);

  return (
    <Stack gap="sm" component="section" aria-labelledby="faq-entries-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} id="faq-entries-title" fz="lg">
          Entries{faqs.data ? ` (${faqs.data.length})` : ''}
        </Title>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={faqs.isFetching}
          onClick={() => void faqs.refetch()}
        >
          Load again
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        The Support page shows the published entries in this order.
      </Text>
      {error && <DismissibleError message={error} onClose={() => setError(null)} />}
      <Text fz="sm" c="dimmed" role="status" className="sr-only-when-empty">
        {moved}
      </Text>
      {faqs.isPending && <Loader size="sm" aria-label="Loading the FAQ entries" />}
      {faqs.isError && <LoadError message={faqs.error.message} onRetry={() => void faqs.refetch()} />}
      {faqs.data?.length === 0 && <Text c="dimmed">No entries yet. Add the first one above.</Text>}
      {list.length > 0 && (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="FAQ entries">
          {list.map((faq, i) => (
            <StaffFaqItem
              key={faq.id}
              faq={faq}
              index={i}
              total={list.length}
              publishing={publishing(faq.id)}
              actions={actions}
            />
          ))}
        </Stack>
      )}
      <EditFaqModal faq={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
