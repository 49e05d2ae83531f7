import { Badge, Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formatMoney, type StoreLinkView } from '@pressrun/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../components/PageStates';
import { useChangeLinkTemplate, useStoreLinks, useUnlink } from './api';
import { TemplateSelect } from './TemplateSelect';

const failed = (e: Error) =>
  notifications.show({ color: 'red', autoClose: false, title: 'Error', message: e.message });

/**
 * The store's products PressRun makes: each one's template, the product (and variant) at the
 * store, its retail price when PressRun published it, with Change template and Unlink.
 */
export function StoreLinks({ storeId }: { storeId: number }) {
  const links = useStoreLinks(storeId);
  const [changing, setChanging] = useState<StoreLinkView | null>(null);

  if (links.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the linked products">
        <Skeleton h={72} radius="md" />
        <Skeleton h={72} radius="md" />
      </Stack>
    );
  if (links.isError)
    return (
      <LoadError
        title="The linked products could not be loaded"
        message={links.error.message}
        onRetry={() => void links.refetch()}
      />
    );
  if (links.data.length === 0)
    return (
      <Text fz="sm" data-testid="links-empty">
        No products linked yet. Publish a template as a new product, or link a product your store already
        sells: until then, orders for it wait for you.
      </Text>
    );
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Linked products">
        {links.data.map((l) => (
          <LinkItem key={l.id} link={l} storeId={storeId} onChange={() => setChanging(l)} />
        ))}
      </Stack>
      <ChangeTemplateModal storeId={storeId} link={changing} onClose={() => setChanging(null)} />
    </>
  );
}

function LinkItem({
  link,
  storeId,
  onChange,
}: {
  link: StoreLinkView;
  storeId: number;
  onChange: () => void;
}) {
  const unlink = useUnlink(storeId);
  const confirmUnlink = () =>
    modals.openConfirmModal({
      title: `Unlink “${link.title}”?`,
      centered: true,
      children: (
        <Text fz="sm">
          New orders for this product wait for you until it is linked again. The product stays in your store.
        </Text>
      ),
      labels: { confirm: 'Unlink', cancel: 'Keep it linked' },
      confirmProps: { color: 'press.5' },
      onConfirm: () => unlink.mutate(link.id, { onError: failed }),
    });

  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={link.title} data-testid="store-link">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {link.title}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <IconArrowRight size={13} aria-hidden style={{ verticalAlign: '-2px' }} /> made from{' '}
              <Text span fz="sm" c="navy.8" fw={600}>
                {link.templateName}
              </Text>
              {link.storeVariantId && !link.published ? ' (one variant)' : ''}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Badge variant="light" radius="sm" color={link.published ? 'teal' : 'steel'}>
              {link.published ? 'Published' : 'Linked'}
            </Badge>
            {link.retailPrice !== null && (
              <Text fz="sm" fw={600}>
                {formatMoney(link.retailPrice)}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            onClick={onChange}
            aria-label={`Change template of ${link.title}`}
          >
            Change template
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="press.7"
            loading={unlink.isPending}
            onClick={confirmUnlink}
            aria-label={`Unlink ${link.title}`}
          >
            Unlink
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ChangeTemplateModal({
  storeId,
  link,
  onClose,
}: {
  storeId: number;
  link: StoreLinkView | null;
  onClose: () => void;
}) {
  const change = useChangeLinkTemplate(storeId);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const chosen = templateId ?? link?.templateId ?? null;
  const close = () => {
    setTemplateId(null);
    change.reset();
    onClose();
  };

  return (
    <Modal opened={link !== null} onClose={close} title="Change template" centered>
      {link && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen === null) return;
            change.mutate(
              { linkId: link.id, templateId: chosen },
              {
                onSuccess: (l) => {
                  notifications.show({
                    color: 'green',
                    title: 'Template changed',
                    message: `New orders for ${l.title} are made from ${l.templateName}.`,
                  });
                  close();
                },
              },
            );
          }}
        >
          <Stack gap="md">
            <Text fz="sm">
              Which template makes <b>{link.title}</b> from now on? Orders already placed keep theirs.
            </Text>
            <TemplateSelect
              value={chosen}
              onChange={(id) => setTemplateId(id)}
              error={change.error?.message}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                type="submit"
                color="press.5"
                loading={change.isPending}
                disabled={chosen === null || chosen === link.templateId}
              >
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
