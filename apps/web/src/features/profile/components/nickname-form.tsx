import { updateProfileRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerSubmit } from '@/shared/api/use-server-submit.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { profileApi } from '../api.ts';
import { SaveOrCancel } from './save-or-cancel.tsx';

export function NicknameForm({ current, onDone }: { current: string; onDone: () => void }) {
  const { t } = useTranslation();
  const setUser = useSessionStore((state) => state.setUser);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: { nickname: current },
  });
  const saving = useServerSubmit(setError, { fields: ['nickname'] });

  const onSubmit = handleSubmit((values) =>
    saving.send(async () => {
      const { user } = await profileApi.updateProfile(values);
      setUser(user);
      showSuccessToast(t('profile.nicknameSaved'));
      onDone();
    }),
  );

  return (
    <form className="hc-form hc-inline-form" onSubmit={onSubmit} noValidate>
      <TextField
        control={control}
        name="nickname"
        id="profile-nickname"
        label={t('profile.nickname')}
        placeholder={t('profile.nicknamePlaceholder')}
        maxLength={32}
      />
      <SaveOrCancel saving={saving.pending} onCancel={onDone} />
    </form>
  );
}
