import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TemplateView } from '@pressrun/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useVerifiedAction } from '../../components/useVerifiedAction';
import { useTemplates } from './api';
import { DuplicateTemplateModal } from './DuplicateTemplateModal';
import { TemplateGrid } from './TemplateGrid';
import { TemplateSteps } from './TemplateSteps';
import { TemplatesEmpty } from './TemplatesEmpty';

/** /dashboard/templates: explainer, New Template and the company's templates. */
export default function TemplatesPage() {
  const navigate = useNavigate();
  const guard = useVerifiedAction();
  const templates = useTemplates();
  const newTemplate = guard(() => navigate('/catalog'));
  const list = templates.data ?? [];
  // The last template chosen stays while the modal closes, so its content does not blank out.
  const [duplicating, setDuplicating] = useState<{ template: TemplateView; label: string } | null>(null);
  const [duplicateOpen, setDuplicateOpen] = useState(false);

  const duplicate = (template: TemplateView, label: string) => {
    setDuplicating({ template, label });
    setDuplicateOpen(true);
  };

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

      <TemplateSteps />

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
        <TemplatesEmpty onNew={newTemplate} />
      ) : (
        <TemplateGrid list={list} onDuplicate={duplicate} />
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
