import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Select, Typography } from 'antd';
import { cloneElement, isValidElement, type ReactElement, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { http } from '@/frame/http.ts';
import { endSession, noteSessionEnded, useCan, useOperator } from '@/frame/session.ts';
import { changeLocale, LOCALES } from '@/i18n/i18n.ts';
import { OwnRole } from '@/pages/operators/own-role.tsx';
import { PAGES } from '@/pages/registry.tsx';
import { useIdleSignOut } from './use-idle-sign-out.ts';

/** The registry page the current path belongs to: its own menu item, or its parent's for detail pages. */
function selectedKey(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  const page =
    PAGES.find((candidate) => candidate.menu !== false && candidate.path.split('/')[0] === first) ??
    PAGES.find((candidate) => candidate.path.split('/')[0] === first);
  return page?.menu === false ? page.parent : page?.key;
}

export function LanguageSwitch() {
  const { i18n } = useTranslation();
  return (
    <Select
      aria-label="Language"
      size="small"
      value={i18n.language}
      style={{ width: 120 }}
      options={LOCALES.map((locale) => ({ value: locale.code, label: locale.name }))}
      onChange={(code: string) => void changeLocale(code)}
    />
  );
}

export function ConsoleLayout() {
  const { t } = useTranslation();
  const can = useCan();
  const operator = useOperator();
  const navigate = useNavigate();
  const location = useLocation();
  const items = PAGES.filter((page) => page.menu !== false && can(page.permission)).map((page) => ({
    key: page.key,
    // Decorative: the label names the item.
    icon: isValidElement(page.icon)
      ? cloneElement(page.icon as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true })
      : undefined,
    label: t(page.titleKey),
  }));
  const current = selectedKey(location.pathname);

  const signOut = useCallback(
    async (idle = false) => {
      try {
        await http.post('/auth/logout');
      } catch {
        // Already over on the server: nothing more to end.
      } finally {
        endSession();
        if (idle) noteSessionEnded();
        navigate('/sign-in', { replace: true });
      }
    },
    [navigate],
  );
  useIdleSignOut(useCallback(() => void signOut(true), [signOut]));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} breakpoint="lg">
        <div className="hc-brand">{t('app.title')}</div>
        <Menu
          theme="dark"
          mode="inline"
          aria-label={t('app.menu')}
          selectedKeys={current ? [current] : []}
          items={items}
          onClick={({ key }) => {
            const page = PAGES.find((candidate) => candidate.key === key);
            if (page) navigate(`/${page.path}`);
          }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="hc-header">
          <Typography.Text data-testid="operator-name">{operator.name || operator.email}</Typography.Text>
          <OwnRole />
          <LanguageSwitch />
          <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void signOut()}>
            {t('auth.signOut')}
          </Button>
        </Layout.Header>
        <Layout.Content className="hc-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
