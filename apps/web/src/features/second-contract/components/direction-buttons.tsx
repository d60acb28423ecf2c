import type { ContractDirection } from '@halcyon/api';
import { useTranslation } from 'react-i18next';

/** Up and Down, each with its hint; both off while a contract cannot be opened. */
export function DirectionButtons({
  canOpen,
  onPick,
}: {
  canOpen: boolean;
  onPick: (direction: ContractDirection) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="hc-ct-directions">
      <button
        type="button"
        className="hc-ct-direction hc-ct-up"
        disabled={!canOpen}
        onClick={() => onPick('up')}
      >
        <span>{t('contract.up')}</span>
        <small>{t('contract.upHint')}</small>
      </button>
      <button
        type="button"
        className="hc-ct-direction hc-ct-down"
        disabled={!canOpen}
        onClick={() => onPick('down')}
      >
        <span>{t('contract.down')}</span>
        <small>{t('contract.downHint')}</small>
      </button>
    </div>
  );
}
