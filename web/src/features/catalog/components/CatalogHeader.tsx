import page from '../catalog.module.css';
import { Breadcrumbs } from './Breadcrumbs';
import classes from './CatalogHeader.module.css';
import { SearchBox } from './SearchBox';

/** The catalogue's title band: breadcrumbs, the section's heading and blurb, and the search box. */
export function CatalogHeader({ heading, blurb }: { heading: string; blurb?: string }) {
  return (
    <div className={page.band}>
      <div className={`${page.container} ${page.bandInner}`}>
        <Breadcrumbs
          className={classes.crumbs}
          crumbs={[
            { label: 'Home', href: '/' },
            { label: 'Catalogue', href: '/catalog' },
          ]}
        />
        <div className={classes.row}>
          <div className={classes.text}>
            <h1 className={page.title} data-testid="catalog-heading">
              {heading}
            </h1>
            {blurb && <p className={page.dimmed}>{blurb}</p>}
          </div>
          <div className={classes.search}>
            <SearchBox />
          </div>
        </div>
      </div>
    </div>
  );
}
