import type { TwoFactorSetup } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { profileApi, profileKeys, useTwoFactorStatus } from '../api.ts';
import { copyText } from '../copy-text.ts';
import { CodeForm } from './code-form.tsx';
import { LoadingRow } from './loading-row.tsx';
import { QrImage } from './qr-image.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/**
 * Turning two-factor on: the setup asked for (its QR code and key), then the recovery codes shown once it is
 * on; `refresh` reads the status again.
 */
function useTwoFactorEnrolment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor });
  const start = async () => {
    setStarting(true);
    try {
      setSetup(await profileApi.twoFactorSetup());
    } catch {
      // Shown by the client's standard presentation.
    } finally {
      setStarting(false);
    }
  };
  const enable = async (code: string) => {
    const enabled = await profileApi.twoFactorEnable(code);
    setSetup(null);
    setRecoveryCodes(enabled.recoveryCodes);
    // Now, not at "I have saved them": a person may leave the codes screen another way, and the
    // personal centre must not say "Off" meanwhile.
    void refresh();
    showSuccessToast(t('twoFactor.enabled'));
  };
  const codesSaved = () => {
    setRecoveryCodes(null);
    void refresh();
  };
  return { setup, recoveryCodes, starting, refresh, start, enable, codesSaved };
}

/** On: the recovery codes left, and turning it off with a code. */
function TwoFactorOnSection({
  recoveryCodesLeft,
  refresh,
}: {
  recoveryCodesLeft: number;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <section className="hc-section hc-2fa">
      <p className="hc-2fa-state" data-testid="two-factor-state">
        {t('twoFactor.enabled')}
      </p>
      <p>{t('twoFactor.recoveryLeft', { count: recoveryCodesLeft })}</p>
      <p>{t('twoFactor.turnOffHint')}</p>
      <CodeForm
        id="two-factor-disable-code"
        danger
        submitLabel={t('twoFactor.turnOff')}
        onSubmit={async (code) => {
          await profileApi.twoFactorDisable(code);
          showSuccessToast(t('twoFactor.disabled'));
          await refresh();
        }}
      />
    </section>
  );
}

/** Off: Start asks for a setup; with one, its QR code and key, and the code that confirms it. */
function TwoFactorSetupSection({
  setup,
  starting,
  onStart,
  onEnable,
}: {
  setup: TwoFactorSetup | null;
  starting: boolean;
  onStart: () => Promise<void>;
  onEnable: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <section className="hc-section hc-2fa">
      <p>{t('twoFactor.intro')}</p>
      {setup ? (
        <>
          <p>{t('twoFactor.scanQr')}</p>
          <QrImage value={setup.otpauthUri} label={t('twoFactor.scanQr')} />
          <p>{t('twoFactor.orEnterKey')}</p>
          <p className="hc-2fa-secret">
            <code data-testid="two-factor-secret">{setup.secret}</code>
            <button type="button" className="hc-link" onClick={() => void copyText(setup.secret)}>
              {t('twoFactor.copyKey')}
            </button>
          </p>
          <CodeForm id="two-factor-enable-code" submitLabel={t('twoFactor.turnOn')} onSubmit={onEnable} />
        </>
      ) : (
        <Button block color="primary" loading={starting} onClick={() => void onStart()}>
          {t('twoFactor.start')}
        </Button>
      )}
    </section>
  );
}

/** Off: set up (QR code, key, confirm with a code), then the recovery codes once. On: turn off with a code. */
export function TwoFactorPanel() {
  const { t } = useTranslation();
  const enrolment = useTwoFactorEnrolment();
  const status = useTwoFactorStatus();

  if (enrolment.recoveryCodes) {
    return <RecoveryCodes codes={enrolment.recoveryCodes} onDone={enrolment.codesSaved} />;
  }
  if (status.isError) {
    return (
      <button type="button" className="hc-link hc-section" onClick={() => void status.refetch()}>
        {t('account.loadFailed')}
      </button>
    );
  }
  if (!status.data) return <LoadingRow />;
  if (status.data.enabled) {
    return (
      <TwoFactorOnSection recoveryCodesLeft={status.data.recoveryCodesLeft} refresh={enrolment.refresh} />
    );
  }
  return (
    <TwoFactorSetupSection
      setup={enrolment.setup}
      starting={enrolment.starting}
      onStart={enrolment.start}
      onEnable={enrolment.enable}
    />
  );
}
