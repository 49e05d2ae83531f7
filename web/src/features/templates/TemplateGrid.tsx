import { SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { CART_MSG, TEMPLATE_MSG, type TemplateView } from '@pressrun/domain';
import { useVerifiedAction } from '../../components/useVerifiedAction';
import { useAddToCart } from '../cart';
import { useDeleteTemplate, useRenameTemplate } from './api';
import { TemplateCard } from './TemplateCard';

const errorText = (e: unknown) =>
  e instanceof Error ? e.message : 'Something went wrong. Please try again later.';

/**
 * The company's templates, newest first, numbered oldest first ('Template 3' is the third made);
 * each can be renamed, deleted (after asking), duplicated or added to the cart.
 */
export function TemplateGrid({
  list,
  onDuplicate,
}: {
  list: TemplateView[];
  onDuplicate: (template: TemplateView, label: string) => void;
}) {
  const guard = useVerifiedAction();
  const rename = useRenameTemplate();
  const remove = useDeleteTemplate();
  const addToCart = useAddToCart();

  const confirmDelete = (id: number, label: string) =>
    modals.openConfirmModal({
      title: `Delete ${label}?`,
      centered: true,
      children: <Text fz="sm">{TEMPLATE_MSG.deleteConfirm} This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => notifications.show({ color: 'green', message: TEMPLATE_MSG.deleted }),
          onError: (e) => notifications.show({ color: 'red', autoClose: false, message: errorText(e) }),
        }),
    });

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {list.map((t, i) => {
        const number = list.length - i;
        return (
          <TemplateCard
            key={t.id}
            template={t}
            number={number}
            renaming={rename.isPending && rename.variables?.id === t.id}
            onRename={(name) =>
              rename.mutateAsync({ id: t.id, name }).then(
                () => notifications.show({ color: 'green', message: TEMPLATE_MSG.renamed }),
                (e) => {
                  notifications.show({ color: 'red', autoClose: false, message: errorText(e) });
                  throw e;
                },
              )
            }
            onDelete={() => confirmDelete(t.id, t.name || `Template ${number}`)}
            onDuplicate={guard(() => onDuplicate(t, t.name || `Template ${number}`))}
            adding={addToCart.isPending && addToCart.variables?.templateId === t.id}
            onAddToCart={() =>
              addToCart.mutate(
                { templateId: t.id },
                {
                  onSuccess: () => notifications.show({ color: 'green', message: CART_MSG.added }),
                  onError: (e) =>
                    notifications.show({ color: 'red', autoClose: false, message: errorText(e) }),
                },
              )
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
