import { Card } from '@mantine/core';
import { StaffFrame } from '../../components/StaffFrame';
import { CreatePromoCodeForm } from './CreatePromoCodeForm';
import { PromoCodesTable } from './PromoCodesTable';

/** /admin/promo-codes: staff make codes, change their percent and uses, and switch them off. */
export default function PromoCodesPage() {
  return (
    <StaffFrame title="Promo codes">
      <Card withBorder radius="lg" padding="lg">
        <CreatePromoCodeForm />
      </Card>
      <Card withBorder radius="lg" padding="sm" component="section" aria-label="All promo codes">
        <PromoCodesTable />
      </Card>
    </StaffFrame>
  );
}
