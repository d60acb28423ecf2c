import { type AdminAppConfig, HOME_BANNER_COUNT } from '@halcyon/api';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@halcyon/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Row, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { useCan } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { ConfigImageField } from './config-image-field.tsx';

const APP_CONFIG_KEY = ['admin', 'config', 'app'] as const;

/** Empty texts are not stored: the user app then falls back to another language, like its own texts. */
function withoutEmpty(texts: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );
}

function PerLanguage({
  name,
  label,
  disabled,
}: {
  name: 'notice' | 'aboutUs';
  label: string;
  disabled: boolean;
}) {
  return (
    <Card size="small" title={label}>
      <Tabs
        size="small"
        items={SUPPORTED_LOCALES.map((locale) => ({
          key: locale,
          label: LOCALE_NAMES[locale],
          forceRender: true,
          children: (
            <Form.Item name={[name, locale]} rules={[{ max: 5000 }]}>
              <Input.TextArea rows={4} disabled={disabled} aria-label={`${label} ${LOCALE_NAMES[locale]}`} />
            </Form.Item>
          ),
        }))}
      />
    </Card>
  );
}

/** The stored configuration, and saving it (empty texts dropped) keeping what the server answered. */
function useAppConfig() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: APP_CONFIG_KEY,
    queryFn: () => http.get<AdminAppConfig>('/config/app'),
  });
  const save = useSingleMutation({
    mutationFn: (values: AdminAppConfig) =>
      http.put<AdminAppConfig>('/config/app', {
        ...values,
        notice: withoutEmpty(values.notice),
        aboutUs: withoutEmpty(values.aboutUs),
      }),
    onSuccess: (saved) => {
      client.setQueryData(APP_CONFIG_KEY, saved);
      message.success(t('common.saved'));
    },
  });
  return { query, save };
}

/** The home banners' fixed slots, each an image and the link it opens. */
function BannerRows({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const url = { max: 500, pattern: /^(https?:\/\/|\/)/, message: t('config.urlRule') };
  return Array.from({ length: HOME_BANNER_COUNT }, (_unused, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the three banner slots are fixed positions.
    <Row gutter={16} key={index}>
      <Col span={12}>
        <Form.Item name={['banners', index, 'image']} label={t('config.bannerImage', { n: index + 1 })}>
          <ConfigImageField
            purpose="banner"
            label={t('config.bannerImage', { n: index + 1 })}
            disabled={disabled}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name={['banners', index, 'link']}
          label={t('config.bannerLink', { n: index + 1 })}
          rules={[url]}
        >
          <Input />
        </Form.Item>
      </Col>
    </Row>
  ));
}

/** App name, logo, the three home banners and the per-language notice and about-us texts. */
export function AppConfigTab() {
  const { t } = useTranslation();
  const writable = useCan()('config.write');
  const { query, save } = useAppConfig();
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title={errorText(query.error)} />;
  return (
    <Form
      layout="vertical"
      initialValues={query.data}
      onFinish={(values: AdminAppConfig) => save.mutate(values)}
      disabled={!writable}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="appName"
            label={t('config.appName')}
            rules={[{ required: true, whitespace: true, max: 64 }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="appLogo" label={t('config.appLogo')}>
            <ConfigImageField purpose="logo" label={t('config.appLogo')} disabled={!writable} />
          </Form.Item>
        </Col>
      </Row>
      <BannerRows disabled={!writable} />
      <Row gutter={16}>
        <Col span={12}>
          <PerLanguage name="notice" label={t('config.notice')} disabled={!writable} />
        </Col>
        <Col span={12}>
          <PerLanguage name="aboutUs" label={t('config.aboutUs')} disabled={!writable} />
        </Col>
      </Row>
      {save.isError ? (
        <Alert type="error" showIcon title={errorText(save.error)} style={{ marginTop: 16 }} />
      ) : null}
      {writable ? (
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
          {t('common.save')}
        </Button>
      ) : null}
    </Form>
  );
}
