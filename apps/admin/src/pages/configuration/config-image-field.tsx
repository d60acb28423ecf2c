import {
  CONFIG_IMAGE_RULES,
  type ConfigImagePurpose,
  type ConfigImageUpload,
  UPLOAD_MIME,
} from '@halcyon/api';
import { Alert, Button, Flex, Image, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';

type Props = {
  /** Given by Form.Item: its label points at the picker. */
  id?: string;
  purpose: ConfigImagePurpose;
  /** What the field is called, for the picker's accessible name. */
  label: string;
  /** Given by Form.Item: the image path saved in the configuration ('' for none). */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
};

const formatsOf = (purpose: ConfigImagePurpose) => CONFIG_IMAGE_RULES[purpose].formats;

/** The same checks the server makes first, so a wrong file is named before it is sent. */
function localProblem(file: File, purpose: ConfigImagePurpose, t: TFunction) {
  const rule = CONFIG_IMAGE_RULES[purpose];
  const accepted = rule.formats.map((format) => UPLOAD_MIME[format]);
  if (!accepted.includes(file.type)) {
    return t('config.imageType', { formats: rule.formats.map((f) => f.toUpperCase()).join(', ') });
  }
  if (file.size > rule.maxBytes) return t('config.imageSize', { mb: rule.maxBytes / 1024 / 1024 });
  return null;
}

/**
 * A banner or logo image: pick a file, it is uploaded (the server re-encodes it) and previewed; replace or
 * remove it. The configuration changes only when the form is saved (that change is audited and goes live).
 */
export function ConfigImageField({ id, purpose, label, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useSingleMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      // `purpose` first: the server reads the fields in order.
      form.append('purpose', purpose);
      form.append('file', file);
      return http.post<ConfigImageUpload>('/config/images', form);
    },
    onSuccess: (image) => onChange?.(image.url),
    onError: (error) => setProblem(errorText(error)),
  });
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = localProblem(file, purpose, t);
    setProblem(local);
    if (!local) upload.mutate(file);
  };
  const rule = CONFIG_IMAGE_RULES[purpose];
  return (
    <Flex vertical gap={8}>
      {value ? (
        <Image
          src={value}
          alt={t('config.imagePreview', { name: label })}
          height={purpose === 'logo' ? 64 : 96}
          style={{ objectFit: 'contain', background: '#f5f5f5' }}
        />
      ) : (
        <Typography.Text type="secondary">{t('config.noImage')}</Typography.Text>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={formatsOf(purpose)
          .map((format) => UPLOAD_MIME[format])
          .join(',')}
        aria-label={label}
        onChange={picked}
        disabled={disabled}
      />
      <Space>
        <Button onClick={() => input.current?.click()} loading={upload.isPending} disabled={disabled}>
          {value ? t('config.replaceImage') : t('config.uploadImage')}
        </Button>
        {value ? (
          <Button danger onClick={() => onChange?.('')} disabled={disabled || upload.isPending}>
            {t('config.removeImage')}
          </Button>
        ) : null}
      </Space>
      <Typography.Text type="secondary">
        {t('config.imageHint', {
          formats: rule.formats.map((f) => f.toUpperCase()).join(', '),
          mb: rule.maxBytes / 1024 / 1024,
          px: rule.maxWidth,
        })}
      </Typography.Text>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Flex>
  );
}
