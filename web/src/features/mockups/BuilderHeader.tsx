import { Anchor, Box, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconLayoutDashboard, IconShoppingCartCheck } from '@tabler/icons-react';
import { BrandMark } from '../../components/Brand';

export type BuilderView = 'artwork' | 'mockup';

interface Props {
  productName: string;
  sku: string;
  view: BuilderView;
  onView: (v: BuilderView) => void;
  canReview: boolean;
  busy: null | 'save' | 'leave';
  onReview: () => void;
  onLeave: (to: string) => void;
  compact: boolean;
}

/** Builder top bar: the way out (catalogue, dashboard), the two views and Review Order. */
export function BuilderHeader({
  productName,
  sku,
  view,
  onView,
  canReview,
  busy,
  onReview,
  onLeave,
  compact,
}: Props) {
  const leaveLink = (to: string, label: string, icon: React.ReactNode) => (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      fw={600}
      c="navy.8"
      disabled={busy !== null}
      onClick={() => onLeave(to)}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {icon}
      {label}
    </Anchor>
  );
  const views = (
    <SegmentedControl
      value={view}
      onChange={(v) => onView(v as BuilderView)}
      data={[
        { value: 'artwork', label: 'Artwork' },
        { value: 'mockup', label: 'Mockup' },
      ]}
      size={compact ? 'xs' : 'sm'}
      aria-label="Builder view"
      fullWidth={compact}
    />
  );
  const review = (
    <Tooltip label="Add an image or some text to your design to continue" disabled={canReview} withArrow>
      <Button
        color="press.5"
        size={compact ? 'xs' : 'sm'}
        leftSection={<IconShoppingCartCheck size={16} />}
        disabled={!canReview || busy === 'leave'}
        loading={busy === 'save'}
        onClick={onReview}
        data-disabled={!canReview || undefined}
      >
        Review Order
      </Button>
    </Tooltip>
  );
  return (
    <Box
      component="header"
      px={compact ? 'sm' : 'lg'}
      py={compact ? 8 : 10}
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap={compact ? 'sm' : 'lg'} wrap="nowrap" style={{ minWidth: 0 }}>
          <BrandMark size={compact ? 24 : 30} />
          {leaveLink('/catalog', 'Catalog', <IconArrowLeft size={15} />)}
          {leaveLink('/dashboard/default', 'Dashboard', <IconLayoutDashboard size={15} />)}
          {!compact && (
            <Box style={{ minWidth: 0 }} pl="md" ml={4} className="builder-product">
              <Text component="h1" m={0} fw={700} fz="sm" truncate="end" lh={1.2}>
                {productName}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.2}>
                Sku {sku}
              </Text>
            </Box>
          )}
        </Group>
        {!compact && views}
        {review}
      </Group>
      {compact && (
        <Box mt={8}>
          <Text component="h1" m={0} fw={700} fz="sm" truncate="end" mb={6}>
            {productName}{' '}
            <Text span fz="xs" c="dimmed" fw={400}>
              · Sku {sku}
            </Text>
          </Text>
          {views}
        </Box>
      )}
    </Box>
  );
}
