import { Alert, Box, Loader, Table, Text } from '@mantine/core';
import type { PromoCodeView } from '@pressrun/domain';
import { useState } from 'react';
import { useEditPromoCode, usePromoCodes } from './api';
import { EditPromoCodeModal } from './EditPromoCodeModal';
import { PromoCodeRow } from './PromoCodeRow';
import { PromoCodesHead } from './PromoCodesHead';

/**
 * Every code with its uses and redemptions. The switch turns a code on or off at once: codes are
 * switched off rather than deleted, since placed orders keep pointing at them.
 */
export function PromoCodesTable() {
  const codes = usePromoCodes();
  const edit = useEditPromoCode();
  const [editing, setEditing] = useState<PromoCodeView | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (codes.isPending) return <Loader size="sm" aria-label="Loading promo codes" />;
  if (codes.isError)
    return (
      <Alert color="red" role="alert">
        {codes.error.message}
      </Alert>
    );

  const toggle = (promo: PromoCodeView, active: boolean) => {
    setError(null);
    edit.mutate({ id: promo.id, active }, { onError: (e) => setError(e.message) });
  };
  const switching = (id: number) => edit.isPending && edit.variables?.id === id;

  return (
    <>
      {error && (
        <Alert
          color="red"
          mb="sm"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
      {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */}
      <Box tabIndex={0} role="region" aria-label="Promo codes" style={{ overflowX: 'auto' }}>
        <Box miw={620}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <PromoCodesHead />
            <Table.Tbody>
              {codes.data.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" fz="sm">
                      No promo codes yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {codes.data.map((promo) => (
                <PromoCodeRow
                  key={promo.id}
                  promo={promo}
                  switching={switching(promo.id)}
                  switchingTo={Boolean(edit.variables?.active)}
                  onToggle={(active) => toggle(promo, active)}
                  onEdit={() => setEditing(promo)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </Box>
      <EditPromoCodeModal promo={editing} onClose={() => setEditing(null)} />
    </>
  );
}
