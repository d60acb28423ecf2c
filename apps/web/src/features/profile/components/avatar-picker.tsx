import type { User } from '@halcyon/api';
import { UPLOAD_MIME, UPLOAD_RULES } from '@halcyon/api';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { api } from '@/shared/api/client.ts';
import { getSession, type SessionUser } from '@/shared/session/session-store.ts';
import { showErrorToast, showSuccessToast } from '@/shared/ui/feedback.ts';
import { usePrivateImage } from '@/shared/ui/private-image.tsx';

const RULE = UPLOAD_RULES.avatar;
const ACCEPT = RULE.formats.map((format) => UPLOAD_MIME[format]).join(',');

/**
 * The person's photo (or initial) on the personal centre; a tap picks a new one: JPEG, PNG or GIF up to
 * 10 MB checked here, then POST /user/avatar (the server squares, resizes and strips it).
 */
export function AvatarPicker({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const src = usePrivateImage(user.avatar);
  const name = user.nickname || user.account || '';

  const take = async (picked: File | undefined) => {
    if (!picked) return;
    if ((picked.type && !ACCEPT.split(',').includes(picked.type)) || picked.size > RULE.maxBytes) {
      showErrorToast(t('kyc.avatar.selectFailed'));
      return;
    }
    const form = new FormData();
    form.append('avatar', picked, picked.name);
    setBusy(true);
    try {
      getSession().setUser(await api.upload<User>('/user/avatar', form, { silent: true }));
      showSuccessToast(t('kyc.avatar.updated'));
    } catch (error) {
      const refused = isApiError(error) && error.status > 0 && error.status < 500;
      showErrorToast(refused ? error.message : t('kyc.avatar.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="hc-avatar hc-avatar-button"
        aria-label={t('kyc.avatar.change')}
        aria-busy={busy}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {src ? <img src={src} alt={t('kyc.avatar.alt')} /> : name.slice(0, 1).toUpperCase() || '?'}
      </button>
      <input
        ref={input}
        className="hc-visually-hidden"
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-file"
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          void take(picked);
        }}
      />
    </>
  );
}
