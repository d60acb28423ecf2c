import {
  AuditOutlined,
  BankOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  IdcardOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsolePage } from '@/frame/console-page.ts';

/**
 * Every page of the console, in menu order. A new page is one file under src/pages/<name>/ (default
 * export) and one entry here: its route, menu label, icon and the permission it needs (README.md).
 */
export const PAGES: readonly ConsolePage[] = [
  {
    key: 'dashboard',
    path: 'dashboard',
    titleKey: 'menu.dashboard',
    icon: <DashboardOutlined />,
    permission: 'dashboard.read',
    component: lazy(() => import('./dashboard/dashboard-page.tsx')),
  },
  {
    key: 'users',
    path: 'users',
    titleKey: 'menu.users',
    icon: <UserOutlined />,
    permission: 'users.read',
    component: lazy(() => import('./users/users-page.tsx')),
  },
  {
    key: 'user-detail',
    path: 'users/:id',
    titleKey: 'menu.users',
    permission: 'users.read',
    component: lazy(() => import('./users/user-detail-page.tsx')),
    menu: false,
    parent: 'users',
  },
  {
    key: 'recharges',
    path: 'recharges',
    titleKey: 'finance.menu.recharges',
    icon: <WalletOutlined />,
    permission: 'finance.read',
    component: lazy(() => import('./recharges/recharges-page.tsx')),
  },
  {
    key: 'withdrawals',
    path: 'withdrawals',
    titleKey: 'finance.menu.withdrawals',
    icon: <CreditCardOutlined />,
    permission: 'finance.read',
    component: lazy(() => import('./withdrawals/withdrawals-page.tsx')),
  },
  {
    key: 'finance-configs',
    path: 'finance-configs',
    titleKey: 'finance.menu.configs',
    icon: <BankOutlined />,
    permission: 'finance.read',
    component: lazy(() => import('./finance-configs/finance-configs-page.tsx')),
  },
  {
    key: 'support',
    path: 'support',
    titleKey: 'support.menu',
    icon: <CustomerServiceOutlined />,
    permission: 'support.read',
    component: lazy(() => import('./support/support-inbox-page.tsx')),
  },
  {
    key: 'kyc',
    path: 'kyc',
    titleKey: 'kyc.menu',
    icon: <IdcardOutlined />,
    permission: 'identity.read',
    component: lazy(() => import('./kyc/kyc-page.tsx')),
  },
  {
    key: 'configuration',
    path: 'configuration',
    titleKey: 'menu.configuration',
    icon: <SettingOutlined />,
    permission: 'config.read',
    component: lazy(() => import('./configuration/configuration-page.tsx')),
  },
  {
    key: 'operators',
    path: 'operators',
    titleKey: 'menu.operators',
    icon: <TeamOutlined />,
    permission: 'operators.manage',
    component: lazy(() => import('./operators/operators-page.tsx')),
  },
  {
    key: 'audit',
    path: 'audit',
    titleKey: 'menu.audit',
    icon: <AuditOutlined />,
    permission: 'audit.read',
    component: lazy(() => import('./audit/audit-page.tsx')),
  },
];
