import { type EmailCodePurpose, TIMING } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { presentError } from '@/shared/api/present-error.ts';
import { useSingleFlight } from '@/shared/api/use-single-flight.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { authApi } from '../api.ts';
import { useCountdown } from '../use-countdown.ts';

interface EmailCodeButtonProps {
  purpose: EmailCodePurpose;
  /** Validates the e-mail field and returns the normalised address, or null when it is not valid. */
  resolveEmail: () => Promise<string | null>;
  onSent: (email: string) => void;
}

/** "Send code", then a 60 s countdown before the next one (the server enforces the same cooldown). */
export function EmailCodeButton({ purpose, resolveEmail, onSent }: EmailCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);

  // Held from the e-mail's check to the answer: `sending` is drawn only after that check, so a double tap
  // asked for two codes, the second refused by the cooldown with an error under "Code sent".
  const once = useSingleFlight();
  const send = async () => {
    const email = await resolveEmail();
    if (!email) return;
    setSending(true);
    try {
      const result = await authApi.sendEmailCode(email, purpose);
      start(result.resendAfterSeconds > 0 ? result.resendAfterSeconds : TIMING.emailCodeResendSeconds);
      onSent(email);
      showSuccessToast(t('auth.codeSent'));
    } catch (error) {
      // A cooldown answer still means a code is on its way: count down instead of inviting more taps.
      if (isApiError(error) && error.code === 'EMAIL_CODE_COOLDOWN') {
        start(TIMING.emailCodeResendSeconds);
        onSent(email);
      }
      presentError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      color="primary"
      fill="outline"
      loading={sending}
      disabled={secondsLeft > 0}
      onClick={() => void once(send)}
    >
      {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
    </Button>
  );
}
