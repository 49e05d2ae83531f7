import type { ProductDetail } from '@pressrun/domain';
import { IconArrowLeft, IconBrush, IconLayoutDashboard, IconShoppingCart } from '@tabler/icons-react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { rememberProduct } from '../../../app/product-return';
import { useSession } from '../../../app/session';
import { SiteLink } from '../../../app/site-nav';
import { ButtonLink } from '../../../components/ui/Button';
import classes from './ProductActions.module.css';

// Asked of an unverified user only, on their click: its code is not part of the page's first load.
const VerifyEmailDialog = lazy(() =>
  import('./VerifyEmailDialog').then((m) => ({ default: m.VerifyEmailDialog })),
);

/**
 * 'Start Designing' for a signed-in user (a verified email first), 'Start Order' for a visitor (who
 * comes back to this product's builder after signing up or in), and the way back.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  const { user, loading: sessionLoading } = useSession();
  const [askVerify, setAskVerify] = useState(false);
  // Designing needs a verified email: an unverified user stays here and is told so.
  const startDesigning = (e?: MouseEvent) => {
    if (user && !user.email_verified) {
      e?.preventDefault();
      setAskVerify(true);
    }
  };
  return (
    <div className={classes.actions}>
      {sessionLoading ? (
        <div className={classes.skeleton} />
      ) : user ? (
        <ButtonLink
          href={`/product/mockup/?sku=${encodeURIComponent(product.sku)}`}
          onClick={startDesigning}
          size="lg"
          color="press"
          leftSection={<IconBrush size={20} />}
          fullWidth
        >
          Start Designing
        </ButtonLink>
      ) : (
        <>
          <ButtonLink
            href="/register"
            onClick={() => rememberProduct(product.sku)}
            size="lg"
            color="press"
            leftSection={<IconShoppingCart size={20} />}
            fullWidth
          >
            Start Order
          </ButtonLink>
          <p className={classes.note}>
            Create a free account to upload your artwork, design and order. No minimums.
          </p>
        </>
      )}
      <div className={classes.links}>
        <SiteLink href="/catalog" className={classes.link}>
          <IconArrowLeft size={15} style={{ verticalAlign: -2 }} /> Back to catalogue
        </SiteLink>
        {user && (
          <SiteLink href="/dashboard/default" className={classes.link}>
            <IconLayoutDashboard size={15} style={{ verticalAlign: -2 }} /> Dashboard
          </SiteLink>
        )}
      </div>
      {user && !user.email_verified && askVerify && (
        <Suspense fallback={null}>
          <VerifyEmailDialog open email={user.email} onClose={() => setAskVerify(false)} />
        </Suspense>
      )}
    </div>
  );
}
