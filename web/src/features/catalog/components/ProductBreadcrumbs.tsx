import { slugify } from '@pressrun/domain';
import { useSession } from '../../../app/session';
import { sectionPath } from '../sections';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import classes from './ProductBreadcrumbs.module.css';

/** Where the product sits: home or dashboard, the catalogue, its collection, itself. */
export function ProductBreadcrumbs({ group, name }: { group: string; name: string | null }) {
  const { user } = useSession();
  const crumbs: Crumb[] = [
    // Where the visitor came from: the dashboard when signed in, the home page otherwise.
    user ? { label: 'Dashboard', href: '/dashboard/default' } : { label: 'Home', href: '/' },
    { label: 'Catalogue', href: '/catalog' },
  ];
  if (group) crumbs.push({ label: group, href: sectionPath(slugify(group)) });
  if (name) crumbs.push({ label: name });
  return <Breadcrumbs className={classes.crumbs} crumbs={crumbs} />;
}
