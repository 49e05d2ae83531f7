import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../app/api';
import { DismissibleError, LoadError } from '../../components/PageStates';
import { type StaffFaq, useDeleteFaq, useEditFaq, useReorderFaqs, useStaffFaqs } from './api';
import { EditFaqModal } from './EditFaqModal';
import { type FaqItemActions, StaffFaqItem } from './StaffFaqItem';

/**
 * Every entry in the Support page's order, with up and down buttons to reorder (a keyboard and a
 * screen reader can, unlike drag and drop), a publish switch, edit and delete. A move sends the
 * whole new order; when someone else changed the list meanwhile the server refuses it, the list
 * reloads and the refusal is shown.
 */
export function StaffFaqList() {
  const faqs = useStaffFaqs();
  const reorder = useReorderFaqs();
  const edit = useEditFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<StaffFaq | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moved, setMoved] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const list = faqs.data ?? [];

  /** Moving an entry moves its buttons in the page, which drops focus: give it back. */
  const refocus = (id: number, delta: -1 | 1, at: number, total: number) => {
    const edge = (delta === -1 && at === 0) || (delta === 1 && at === total - 1);
    const dir = delta === -1 ? (edge ? 'down' : 'up') : edge ? 'up' : 'down';
    requestAnimationFrame(() => buttons.current.get(`${id}:${dir}`)?.focus());
  };

  const actions: FaqItemActions = {
    moveRef: (key) => (el) => {
      if (el) buttons.current.set(key, el);
      else buttons.current.delete(key);
    },
    onMove: (faq, delta) => {
      if (reorder.isPending) return;
      const ids = list.map((f) => f.id);
      const from = ids.indexOf(faq.id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      setError(null);
      reorder.mutate(ids, {
        onSuccess: () => {
          setMoved(`Moved to position ${to + 1} of ${ids.length}: ${faq.question}`);
          refocus(faq.id, delta, to, ids.length);
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.status === 409
              ? 'The list changed while you were reordering (an entry was added or deleted), so it was loaded again. Please make the move again.'
              : e.message,
          ),
      });
    },
    onPublish: (faq, published) => {
      setError(null);
      edit.mutate(
        { id: faq.id, published },
        {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: published ? 'Published on the Support page.' : 'Hidden from the Support page.',
            }),
          onError: (e) => setError(e.message),
        },
      );
    },
    onEdit: setEditing,
    onDelete: (faq) =>
      modals.openConfirmModal({
        title: 'Delete this entry?',
        centered: true,
        children: (
          <Stack gap="xs">
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {faq.question}
            </Text>
            <Text fz="sm">It disappears from the Support page. This cannot be undone.</Text>
          </Stack>
        ),
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'press.5' },
        onConfirm: () =>
          remove.mutate(faq.id, {
            onSuccess: () => notifications.show({ color: 'green', message: 'The entry was deleted.' }),
            onError: (e) => setError(e.message),
          }),
      }),
  };

  const publishing = (id: number) =>
    edit.isPending && edit.variables?.id === id && edit.variables.published !== undefined
      ? edit.variables.published
      : null;

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
