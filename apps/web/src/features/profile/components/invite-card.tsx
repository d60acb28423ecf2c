import { useTranslation } from 'react-i18next';
import { PATHS, toUrl } from '@/shared/navigation/paths.ts';
import { InfoRow } from '@/shared/ui/rows.tsx';
import { useReferrals } from '../api.ts';
import { copyText } from '../copy-text.ts';
import { QrImage } from './qr-image.tsx';

/** The register page reads ?code= (hash routing: the link opens the app at the register page). */
export function inviteLink(
  code: string,
  base = `${window.location.origin}${window.location.pathname}`,
): string {
  return `${base}#${toUrl(PATHS.register, { code })}`;
}

/** My invitation code with copy, the share link and its QR code, and how many people it brought. */
export function InviteCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const referrals = useReferrals();
  const link = inviteLink(code);
  return (
    <>
      <InfoRow
        label={t('profile.invitationCode')}
        value={
          <>
            <span data-testid="invitation-code">{code}</span>{' '}
            <button type="button" className="hc-link" onClick={() => void copyText(code)}>
              {t('account.copy')}
            </button>
          </>
        }
      />
      <InfoRow label={t('account.invited')} value={referrals.data?.invitedCount ?? '-'} />
      <div className="hc-invite">
        <span className="hc-row-label">{t('account.shareLink')}</span>
        <QrImage value={link} label={t('account.inviteQr')} size={140} />
        <span className="hc-muted">{link}</span>
        <button type="button" className="hc-link" onClick={() => void copyText(link)}>
          {t('account.copy')}
        </button>
      </div>
    </>
  );
}
