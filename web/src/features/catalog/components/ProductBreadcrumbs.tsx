import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { slugify } from '@pressrun/domain';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { sectionPath } from '../sections';

/** Where the product sits: home or dashboard, the catalogue, its collection, itself. */
export function ProductBreadcrumbs({ group, name }: { group: string; name: string | null }) {
  const { user } = useSession();
  return (
    <Breadcrumbs separator="/" fz="sm" mb={{ base: 16, md: 24 }}>
      {/* Where the visitor came from: the dashboard when signed in, the home page otherwise. */}
      {user ? (
        <Anchor component={Link} to="/dashboard/default" c="dimmed">
          Dashboard
        </Anchor>
      ) : (
        <Anchor component={Link} to="/" c="dimmed">
          Home
        </Anchor>
      )}
      <Anchor component={Link} to="/catalog" c="dimmed">
        Catalogue
      </Anchor>
      {group && (
        <Anchor component={Link} to={sectionPath(slugify(group))} c="dimmed">
          {group}
        </Anchor>
      )}
      {name && <Text fz="sm">{name}</Text>}
    </Breadcrumbs>
  );
}
