import { IconAlertTriangle, IconMoodSad, IconPackageOff } from '@tabler/icons-react';
import { HydrateLater } from '../../app/hydrate-later';
import { useSearchParam } from '../../app/site-nav';
import { PublicLayout } from '../../components/PublicLayout';
import { Button } from '../../components/ui/Button';
import { useCatalogList } from './api';
import classes from './CatalogPage.module.css';
import page from './catalog.module.css';
import { CatalogHeader } from './components/CatalogHeader';
import { CatalogChips, CatalogSidebar } from './components/CatalogSidebar';
import { EmptyState } from './components/EmptyState';
import { ProductGrid } from './components/ProductGrid';
import { sectionFor, sectionPath } from './sections';

/**
 * /catalog: sidebar with All Products, Best Sellers (the default heading), New
 * Arrivals and the groups; product tiles. Public: visitors browse, signing in is needed to order.
 */
export default function CatalogPage() {
  const section = sectionFor(useSearchParam('collection'));
  const list = useCatalogList({ ...section.params, pageSize: 100 });
  const count = list.data?.total;
  // A collection nobody has (a mistyped or old link) is not found; one an imported catalogue has is
  // shown under its own name once its products have come.
  const unknown = section.known === false;
  const notFound = unknown && count === 0;
  const heading = notFound
    ? 'Collection not found'
    : unknown && count === undefined
      ? 'Catalogue'
      : section.label;

  return (
    <PublicLayout
      title={`${heading} · Catalogue`}
      description={section.blurb || undefined}
      canonical={sectionPath(section.slug)}
      status={notFound ? 404 : undefined}
    >
      <CatalogHeader heading={heading} blurb={section.blurb} />

      <div className={`${page.container} ${classes.body}`}>
        <div className={classes.chips}>
          <CatalogChips active={section.slug} />
        </div>
        <div className={classes.columns}>
          <HydrateLater>
            <CatalogSidebar active={section.slug} />
          </HydrateLater>
          <div className={classes.main}>
            <div className={classes.count}>
              <p className={page.small} data-testid="catalog-count">
                {count === undefined || notFound ? '\u00a0' : `${count} product${count === 1 ? '' : 's'}`}
              </p>
            </div>
            {list.isError ? (
              <div role="alert" className={classes.alert}>
                <IconAlertTriangle size={20} />
                <div className={classes.alertBody}>
                  <p className={classes.alertTitle}>The catalogue could not be loaded</p>
                  <p className={page.small}>{list.error.message}</p>
                  <Button size="sm" variant="default" onClick={() => list.refetch()}>
                    Try again
                  </Button>
                </div>
              </div>
            ) : (
              <ProductGrid
                products={list.data?.products}
                loading={list.isPending}
                hideBadge={section.params.metrics}
                empty={
                  notFound ? (
                    <EmptyState
                      icon={IconMoodSad}
                      title="This collection does not exist"
                      action={{ label: 'Browse all products', to: '/catalog?collection=all-products' }}
                    >
                      The link may be mistyped or out of date. Pick a collection from the list, or browse
                      everything we print.
                    </EmptyState>
                  ) : (
                    <EmptyState
                      icon={IconPackageOff}
                      title="No products here yet"
                      action={{ label: 'Browse all products', to: '/catalog?collection=all-products' }}
                    >
                      We are adding new blanks all the time. In the meantime, have a look at the rest of the
                      catalogue.
                    </EmptyState>
                  )
                }
              />
            )}
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
