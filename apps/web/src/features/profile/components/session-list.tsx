import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/shared/api/use-single-flight.ts';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { showConfirm, showSuccessToast } from '@/shared/ui/feedback.ts';
import { RowGroup } from '@/shared/ui/rows.tsx';
import { profileApi, profileKeys, useSessions, useSignIns } from '../api.ts';
import { LoadingRow } from './loading-row.tsx';

function RetryLine({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="hc-row hc-link" onClick={onRetry}>
      {t('account.loadFailed')}
    </button>
  );
}

/** Where I am signed in now, with "sign out everywhere else". */
export function ActiveSessions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  // Held from the question to the answer: a double tap would ask twice and sign the others out twice.
  const once = useSingleFlight();
  const confirmAndSignOut = async () => {
    if (!(await showConfirm(t('account.signOutOthersConfirm')))) return;
    try {
      await profileApi.signOutOthers();
      showSuccessToast(t('account.signedOutOthers'));
    } finally {
      await queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    }
  };

  return (
    <RowGroup title={t('account.sessions')}>
      {sessions.isPending ? <LoadingRow /> : null}
      {sessions.isError ? <RetryLine onRetry={() => void sessions.refetch()} /> : null}
      <ul className="hc-device-list" data-testid="active-sessions">
        {sessions.data?.map((session) => (
          <li key={session.id} className="hc-row">
            <span className="hc-row-label">
              {session.device ?? t('account.unknownDevice')}
              {session.current ? <em className="hc-device-current"> · {t('account.thisDevice')}</em> : null}
            </span>
            <span className="hc-row-value">
              {session.ip ?? ''} {formatDateTime(session.lastActiveAt)}
            </span>
          </li>
        ))}
      </ul>
      {sessions.data ? (
        others > 0 ? (
          <div className="hc-form-actions">
            <Button block color="danger" fill="outline" onClick={() => void once(confirmAndSignOut)}>
              {t('account.signOutOthers')}
            </Button>
          </div>
        ) : (
          <p className="hc-row hc-muted">{t('account.noOtherSessions')}</p>
        )
      ) : null}
    </RowGroup>
  );
}

/** The latest sign-ins: time, device, IP. */
export function RecentSignIns() {
  const { t } = useTranslation();
  const signIns = useSignIns();
  return (
    <RowGroup title={t('account.signIns')}>
      {signIns.isPending ? <LoadingRow /> : null}
      {signIns.isError ? <RetryLine onRetry={() => void signIns.refetch()} /> : null}
      <ul className="hc-device-list" data-testid="recent-sign-ins">
        {signIns.data?.map((signIn) => (
          <li key={`${signIn.signedInAt}-${signIn.ip ?? ''}`} className="hc-row">
            <span className="hc-row-label">{signIn.device ?? t('account.unknownDevice')}</span>
            <span className="hc-row-value">
              {signIn.ip ?? ''} {formatDateTime(signIn.signedInAt)}
            </span>
          </li>
        ))}
      </ul>
    </RowGroup>
  );
}
