import { MAX_INPUT, MSG } from '@pressrun/domain';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { SiteLink, useSearchParam } from '../../app/site-nav';
import { PublicLayout } from '../../components/PublicLayout';
import { useCatalogList } from './api';
import page from './catalog.module.css';
import { Breadcrumbs } from './components/Breadcrumbs';
import { EmptyState } from './components/EmptyState';
import { ProductGrid } from './components/ProductGrid';
import { SearchBox } from './components/SearchBox';
import classes from './SearchPage.module.css';

const SUGGESTIONS = ['Mug', 'Tumbler', 'Water bottle', 'Poster', 'Pink', 'Coaster'];

/** /search: one required query of at most 256 characters; results ranked by the server. */
export default function SearchPage() {
  const q = (useSearchParam('q') ?? '').trim();
  const valid = q.length > 0 && q.length <= MAX_INPUT;
  const results = useCatalogList({ search: q, pageSize: 100 }, valid);
  const total = results.data?.total;

  return (
    <PublicLayout
      title={q ? `Search: ${q.length > 60 ? `${q.slice(0, 60)}…` : q}` : 'Search'}
      canonical={q ? `/search?q=${encodeURIComponent(q)}` : '/search'}
    >
      <div className={page.band}>
        <div className={`${page.container} ${page.bandInner}`}>
          <Breadcrumbs
            className={classes.crumbs}
            crumbs={[
              { label: 'Home', href: '/' },
              { label: 'Catalogue', href: '/catalog' },
              { label: 'Search' },
            ]}
          />
          <div className={classes.head}>
            <h1 className={`${page.title} ${classes.query}`} title={q ? `Results for “${q}”` : undefined}>
              {q ? (
                <>
                  Results for <span data-testid="search-query">“{q}”</span>
                </>
              ) : (
                'Search the catalogue'
              )}
            </h1>
            <SearchBox initial={q} size="lg" autoFocus={!q} />
            {!q && (
              <div className={classes.suggestions}>
                <p className={page.small}>Try:</p>
                {SUGGESTIONS.map((s) => (
                  <SiteLink
                    key={s}
                    href={`/search?q=${encodeURIComponent(s)}`}
                    className={classes.suggestion}
                  >
                    {s}
                  </SiteLink>
                ))}
              </div>
            )}
          </div>
        </div>
      </div>
      <div className={`${page.container} ${classes.body}`}>
        {!q ? (
          <EmptyState
            icon={IconSearch}
            title="Find a product"
            action={{ label: 'Browse the catalogue', to: '/catalog' }}
          >
            Search by product name, sku, collection or colour.
          </EmptyState>
        ) : !valid ? (
          <p className={page.error} data-testid="search-error">
            {MSG.maxLength}
          </p>
        ) : (
          <>
            <p className={`${page.small} ${classes.count}`} data-testid="search-count">
              {total === undefined ? '\u00a0' : `${total} product${total === 1 ? '' : 's'} found`}
            </p>
            <ProductGrid
              products={results.data?.products}
              loading={results.isPending}
              empty={
                <EmptyState
                  icon={IconSearchOff}
                  title="No products match your search"
                  action={{ label: 'Browse all products', to: '/catalog?collection=all-products' }}
                >
                  Check the spelling, or search for a product type, a colour or a sku.
                </EmptyState>
              }
            />
          </>
        )}
      </div>
    </PublicLayout>
  );
}
