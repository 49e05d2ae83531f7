import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { ApiError } from '../../app/api';
import { type StaffFaq, useDeleteFaq, useEditFaq, useReorderFaqs } from './api';
import { confirmDeleteFaq } from './confirmDeleteFaq';
import type { FaqItemActions } from './StaffFaqItem';

const REORDER_CONFLICT =
  'The list changed while you were reordering (an entry was added or deleted), so it was loaded again. Please make the move again.';

/**
 * What the staff FAQ list's entries can do: move (the whole new order is sent; a 409 means
 * someone else changed the list meanwhile), publish, edit and delete; with the error shown,
 * the move announced to screen readers, and the entry being edited.
 */
export function useFaqListActions(list: StaffFaq[]) {
  const reorder = useReorderFaqs();
  const edit = useEditFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<StaffFaq | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moved, setMoved] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  /** Moving an entry moves its buttons in the page, which drops focus: give it back. */
  const refocus = (id: number, delta: -1 | 1, at: number, total: number) => {
    const edge = (delta === -1 && at === 0) || (delta === 1 && at === total - 1);
    const dir = delta === -1 ? (edge ? 'down' : 'up') : edge ? 'up' : 'down';
    requestAnimationFrame(() => buttons.current.get(`${id}:${dir}`)?.focus());
  };

  const onMove = (faq: StaffFaq, delta: -1 | 1) => {
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
      onError: (e) => setError(e instanceof ApiError && e.status === 409 ? REORDER_CONFLICT : e.message),
    });
  };

  const onPublish = (faq: StaffFaq, published: boolean) => {
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
  };

  const actions: FaqItemActions = {
    moveRef: (key) => (el) => {
      if (el) buttons.current.set(key, el);
      else buttons.current.delete(key);
    },
    onMove,
    onPublish,
    onEdit: setEditing,
    onDelete: (faq) =>
      confirmDeleteFaq(faq, () =>
        remove.mutate(faq.id, {
          onSuccess: () => notifications.show({ color: 'green', message: 'The entry was deleted.' }),
          onError: (e) => setError(e.message),
        }),
      ),
  };

  const publishing = (id: number) =>
    edit.isPending && edit.variables?.id === id && edit.variables.published !== undefined
      ? edit.variables.published
      : null;

  return { actions, publishing, editing, setEditing, error, setError, moved };
}
