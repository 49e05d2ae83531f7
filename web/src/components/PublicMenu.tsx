import { IconBrush, IconBuildingStore, IconPlugConnected } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { SiteLink } from '../app/site-nav';
import { Brand } from './Brand';
import classes from './PublicHeader.module.css';
import { MenuAccount } from './PublicHeaderAccount';
import { Drawer } from './ui/Drawer';
import { PUBLIC_NAV } from './usePublicNav';

const ICONS = { Products: IconBuildingStore, Integrations: IconPlugConnected, 'Custom Builder': IconBrush };

function Icon({ of, ...props }: { of: keyof typeof ICONS; size: number; stroke: number; color: string }) {
  const Drawn = ICONS[of];
  return <Drawn {...props} />;
}

interface PublicMenuProps {
  opened: boolean;
  close: () => void;
  onMenuClosed: () => void;
  isActive: (to: string) => boolean;
  onNavClick: (to: string, fromDrawer: boolean) => (e: MouseEvent) => void;
}

/**
 * The public header's slide menu on small screens: the links with their icons, then the account's
 * buttons. Following the logo home from it also closes it (any link followed there does).
 */
export default function PublicMenu({ opened, close, onMenuClosed, isActive, onNavClick }: PublicMenuProps) {
  return (
    <Drawer opened={opened} onClose={close} onClosed={onMenuClosed} title={<Brand />} closeLabel="Close menu">
      <nav aria-label="Menu" className={classes.menu}>
        {PUBLIC_NAV.map((item) => (
          <SiteLink
            key={item.label}
            href={item.to}
            className={classes.drawerLink}
            data-active={isActive(item.to) || undefined}
            onClick={onNavClick(item.to, true)}
          >
            <Icon of={item.label} size={20} stroke={1.7} color="var(--mantine-color-steel-5)" />
            {item.label}
          </SiteLink>
        ))}
      </nav>
      <hr className={classes.divider} />
      <MenuAccount onFollow={close} />
    </Drawer>
  );
}
