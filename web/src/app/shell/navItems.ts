import { ROLE } from '@pressrun/domain';
import {
  type Icon,
  IconBuildingStore,
  IconCreditCard,
  IconLayoutDashboard,
  IconPackage,
  IconPhoto,
  IconTemplate,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  /** Roles that do not see the entry. */
  hiddenFor?: readonly string[];
}

/** The sidebar of the signed-in area; role '3' does not see Templates and Stores (see docs/business-rules.md, roles). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard/default', icon: IconLayoutDashboard },
  { label: 'Orders', to: '/dashboard/orders', icon: IconPackage },
  { label: 'Templates', to: '/dashboard/templates', icon: IconTemplate, hiddenFor: [ROLE.ordersOnly] },
  { label: 'Files & Assets', to: '/dashboard/files', icon: IconPhoto },
  { label: 'Stores', to: '/dashboard/stores', icon: IconBuildingStore, hiddenFor: [ROLE.ordersOnly] },
  { label: 'Billing', to: '/dashboard/billing', icon: IconCreditCard },
];

/** Role is compared as text ('3'), the form the session carries it in. */
export const navItemsFor = (role: string | undefined) =>
  NAV_ITEMS.filter((item) => !item.hiddenFor?.includes(String(role ?? '')));

/** An entry is active on its own page and on the pages below it (orders/123, stores/csv). */
export const isActive = (item: NavItem, pathname: string) =>
  pathname === item.to || pathname.startsWith(`${item.to}/`);
