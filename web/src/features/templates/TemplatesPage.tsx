import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { CART_MSG, TEMPLATE_MSG, type TemplateView } from '@pressrun/domain';
import { IconBrush, IconPackage, IconPlus, IconShoppingBag, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useVerifiedAction } from '../../components/useVerifiedAction';
import { useAddToCart } from '../cart';
import { useDeleteTemplate, useRenameTemplate, useTemplates } from './api';
import { DuplicateTemplateModal } from './DuplicateTemplateModal';
import { TemplateCard } from './TemplateCard';

const STEPS = [
  { icon: <IconPackage size={20} />, title: 'Choose a product', text: 'Pick a blank from the catalog.' },
  {
    icon: <IconBrush size={20} />,
    title: 'Design a template',
    text: 'Place your artwork and text in the builder.',
  },
  {
    icon: <IconShoppingBag size={20} />,
    title: 'Add to store or order',
    text: 'Order it any time, or sell it in your store.',
  },
];

const errorText = (e: unknown) =>
  e instanceof Error ? e.message : 'Something went wrong. Please try again later.';

/** /dashboard/templates: explainer, New Template and the company's templates. */
export default function TemplatesPage() {
  const navigate = useNavigate();
  const guard = useVerifiedAction();
  const templates = useTemplates();
  const rename = useRenameTemplate();
  const remove = useDeleteTemplate();
  const addToCart = useAddToCart();
  const newTemplate = guard(() => navigate('/catalog'));
  const list = templates.data ?? [];
  // The last template chosen stays while the modal closes, so its content does not blank out.
  const [duplicating, setDuplicating] = useState<{ template: TemplateView; label: string } | null>(null);
  const [duplicateOpen, setDuplicateOpen] = useState(false);

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
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em' }}>
            Product Templates
          </Title>
          <Text c="dimmed">Your designs, ready to order again and again.</Text>
        </Stack>
        <Button color="press.5" leftSection={<IconPlus size={16} />} onClick={newTemplate}>
          New Template
        </Button>
      </Group>

      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="sm"
        component="ol"
        p={0}
        m={0}
        aria-label="How templates work"
      >
        {STEPS.map((s, i) => (
          <Card
            key={s.title}
            component="li"
            withBorder
            radius="lg"
            padding="md"
            style={{ listStyle: 'none' }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={38} radius="xl" variant="light" color="steel">
                {s.icon}
              </ThemeIcon>
              <div>
                <Text fw={700} fz="sm">
                  {i + 1}. {s.title}
                </Text>
                <Text fz="sm" c="dimmed">
                  {s.text}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>

      {templates.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy="true">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} h={320} radius="lg" />
          ))}
        </SimpleGrid>
      ) : templates.isError ? (
        <Text c="press.7" role="alert">
          We could not load your templates. Please reload the page.
        </Text>
      ) : list.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" data-testid="templates-empty">
          <Stack align="center" gap="sm" py="lg">
            <ThemeIcon size={56} radius="xl" variant="light" color="navy">
              <IconTemplate size={30} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              No templates yet
            </Title>
            <Text c="dimmed" ta="center" maw={420}>
              Choose a product from the catalog and design your first template — it will appear here.
            </Text>
            <Button color="press.5" leftSection={<IconPlus size={16} />} onClick={newTemplate}>
              New Template
            </Button>
          </Stack>
        </Card>
      ) : (
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
                onDuplicate={guard(() => {
                  setDuplicating({ template: t, label: t.name || `Template ${number}` });
                  setDuplicateOpen(true);
                })}
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
      )}
      <DuplicateTemplateModal
        opened={duplicateOpen}
        template={duplicating?.template ?? null}
        label={duplicating?.label ?? ''}
        onClose={() => setDuplicateOpen(false)}
      />
    </Stack>
  );
}
