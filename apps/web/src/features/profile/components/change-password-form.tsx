import { changePasswordRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerSubmit } from '@/shared/api/use-server-submit.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { profileApi } from '../api.ts';
import { SaveOrCancel } from './save-or-cancel.tsx';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** The server ends every other session on success; this one stays logged in. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const saving = useServerSubmit(setError, {
    fields: FIELDS,
    codeFields: { OLD_PASSWORD_INCORRECT: 'oldPassword', SAME_PASSWORD: 'newPassword' },
  });

  const onSubmit = handleSubmit((values) =>
    saving.send(async () => {
      await profileApi.changePassword(values);
      reset();
      showSuccessToast(t('profile.passwordChanged'));
      onDone();
    }),
  );

  return (
    <form className="hc-form hc-inline-form" onSubmit={onSubmit} noValidate>
      <TextField
        control={control}
        name="oldPassword"
        id="profile-old-password"
        type="password"
        label={t('profile.currentPassword')}
        autoComplete="current-password"
      />
      <TextField
        control={control}
        name="newPassword"
        id="profile-new-password"
        type="password"
        label={t('profile.newPassword')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="new-password"
      />
      <TextField
        control={control}
        name="confirmPassword"
        id="profile-confirm-password"
        type="password"
        label={t('profile.confirmNewPassword')}
        autoComplete="new-password"
      />
      <SaveOrCancel saving={saving.pending} onCancel={onDone} />
    </form>
  );
}
