import { Anchor, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '@pressrun/domain';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { isFinal } from '../../app/query';
import { AddressLines } from '../../components/AddressLines';
import { Detail, Section } from '../../components/DetailSection';
import { type QueueItemName, ReviewDecideLayout, ReviewQueueDetail } from '../../components/review-queue';
import { statusLabel } from '../../components/StatusBadge';
import { isId, type StaffClaim, useStaffClaim } from './api';
import { ClaimActions } from './ClaimActions';
import {
  CLAIM_STATUS_COLOR,
  CLAIM_STATUS_LABEL,
  itemText,
  RESOLUTION_LABEL,
  reasonLabel,
  resolutionText,
} from './claimText';

const ITEM: QueueItemName = { name: 'claim', list: { to: '/admin/claims', label: 'Claims' } };
const when = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/** How the claim was settled: the resolution (a link to the reprint), the note or the reason, who and when. */
function Outcome({ claim }: { claim: StaffClaim['claim'] }) {
  return (
    <Stack component="dl" gap="sm" m={0} data-testid="claim-outcome">
      <Detail preWrap term="Outcome">
        {claim.status === 'REJECTED' ? 'Rejected' : claim.resolution ? resolutionText(claim.resolution) : '—'}
      </Detail>
      {claim.reprintOrderId && (
        <Detail preWrap term="Reprint order">
          <Anchor component={Link} to={`/admin/production/${claim.reprintOrderId}`}>
            Order {claim.reprintOrderId}
          </Anchor>
        </Detail>
      )}
      {claim.resolutionNote && (
        <Detail preWrap term={claim.status === 'REJECTED' ? 'Reason' : 'Note'}>
          {claim.resolutionNote}
        </Detail>
      )}
      {claim.resolvedByName && (
        <Detail preWrap term="By">
          {claim.resolvedByName}
        </Detail>
      )}
      {claim.resolvedAt && (
        <Detail preWrap term="On">
          <time dateTime={claim.resolvedAt}>{when(claim.resolvedAt)}</time>
        </Detail>
      )}
    </Stack>
  );
}

/** What the customer said and showed: the claim, the items it names, its photos. */
function ClaimSections({ claim }: { claim: StaffClaim['claim'] }) {
  const photos = claim.photoUrls;
  return (
    <>
      <Section title="Claim" id="claim-title">
        <Stack component="dl" gap="sm" m={0}>
          <Detail preWrap term="Reason">
            {reasonLabel(claim.reason)}
          </Detail>
          <Detail preWrap term="Remarks">
            {claim.remarks}
          </Detail>
          <Detail preWrap term="Email">
            <Anchor href={`mailto:${claim.email}`}>{claim.email}</Anchor>
          </Detail>
          <Detail preWrap term="Company">
            {claim.companyName}
          </Detail>
          <Detail preWrap term="Filed">
            <time dateTime={claim.createdAt}>{when(claim.createdAt)}</time>
          </Detail>
        </Stack>
      </Section>
      <Section title="Claimed items" id="items-title">
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="claim-items">
          {claim.items.map((i) => (
            <Group component="li" key={i.lineId} gap="sm" wrap="nowrap" data-testid="claim-item">
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {itemText(i)}
                </Text>
                <Text fz="xs" c="dimmed">
                  Share {formatMoney(i.share)}
                  {i.decision && ` · ${RESOLUTION_LABEL[i.decision]}`}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Section>
      <Section title={photos.length === 1 ? 'Photo' : `Photos (${photos.length})`} id="photo-title">
        <SimpleGrid cols={{ base: 1, xs: photos.length > 1 ? 2 : 1 }} spacing="sm">
          {photos.map((url, n) => (
            <Anchor key={url} href={url} target="_blank" rel="noopener" display="block">
              <Image
                src={url}
                alt={`Photo ${n + 1} of ${photos.length} sent with claim ${claim.id} (${reasonLabel(claim.reason)})`}
                radius="md"
                mah={photos.length > 1 ? 260 : 420}
                w="auto"
                maw="100%"
                fit="contain"
              />
            </Anchor>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}

/** The order the claim is about, as staff need it to settle. */
function OrderSection({ order }: { order: StaffClaim['order'] }) {
  return (
    <Section title="Order" id="order-title">
      <Stack component="dl" gap="sm" m={0}>
        <Detail preWrap term="Order ID">
          <Anchor component={Link} to={`/admin/production/${order.id}`}>
            Order {order.id}
          </Anchor>
        </Detail>
        <Detail preWrap term="PO">
          {order.po || 'None'}
        </Detail>
        <Detail preWrap term="Status">
          {statusLabel(order.status)}
        </Detail>
        <Detail preWrap term="Total">
          {formatMoney(order.total)}
          {order.refunded > 0 && ` (${formatMoney(order.refunded)} refunded)`}
        </Detail>
        <Detail preWrap term="Placed">
          <time dateTime={order.createdAt}>{when(order.createdAt)}</time>
        </Detail>
        {order.shippedAt && (
          <Detail preWrap term="Shipped">
            <time dateTime={order.shippedAt}>{when(order.shippedAt)}</time>
            {order.trackingNumber && ` · ${order.trackingNumber}`}
          </Detail>
        )}
        <Detail preWrap term="Ship to">
          <AddressLines address={order.shipTo} testId="ship-to-address" />
        </Detail>
        <Detail preWrap term="Items">
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {order.items.map((i) => (
              <li key={i.id}>
                {i.quantity} × {i.productName}
                {i.variantName && ` (${i.variantName})`}, Sku {i.sku}
              </li>
            ))}
          </Stack>
        </Detail>
      </Stack>
    </Section>
  );
}

/**
 * /admin/claims/:id: one claim — what the customer said and showed, the order it is about, and the
 * ways to settle it (reprint, refund, account credit, reject). Once settled, its outcome.
 */
export default function StaffClaimPage() {
  const { id } = useParams();
  const query = useStaffClaim(id);
  return (
    <ReviewQueueDetail
      item={ITEM}
      missing={!isId(id) || isFinal(query.error)}
      query={query}
      title={() => `Claim ${id}`}
      status={({ claim }) => ({
        label: CLAIM_STATUS_LABEL[claim.status],
        color: CLAIM_STATUS_COLOR[claim.status],
      })}
    >
      {(detail) => {
        const open = detail.claim.status === 'UNRESOLVED';
        return (
          <ReviewDecideLayout
            doneTestId="claim-settled"
            main={<ClaimSections claim={detail.claim} />}
            decide={{
              title: open ? 'Settle the claim' : 'Outcome',
              id: 'settle-title',
              content: (onDone) =>
                open ? <ClaimActions detail={detail} onDone={onDone} /> : <Outcome claim={detail.claim} />,
            }}
            side={<OrderSection order={detail.order} />}
          />
        );
      }}
    </ReviewQueueDetail>
  );
}
