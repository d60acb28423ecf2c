import type { AdminPermission } from '@halcyon/api';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';

/**
 * One page of the console, as the registry (src/pages/registry.tsx) lists it. The frame turns each
 * entry into a route and, unless `menu` is false, a side-menu item shown only to operators whose role
 * has `permission`. The route refuses the others too (the server checks again on every call).
 */
export interface ConsolePage {
  /** Unique; also the menu item's key. */
  key: string;
  /** Route path under /admin/#/, without a leading slash; may have params ("users/:id"). */
  path: string;
  /** i18n key of the menu label and the page title. */
  titleKey: string;
  icon?: ReactNode;
  permission: AdminPermission;
  component: LazyExoticComponent<ComponentType>;
  /** false: a route without a menu item (a detail page); `parent` names the menu item to highlight. */
  menu?: boolean;
  parent?: string;
}
