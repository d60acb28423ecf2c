import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A bottom sheet in a modal dialog: plain markup (no portal, no animation library) so that it is
 * reachable by role and name, closes on Escape and on the backdrop, and takes focus when it opens.
 */
export function Sheet({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Callers pass a new closure each render; focus moves once, when the sheet opens.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="hc-ct-sheet-layer">
      <button
        type="button"
        className="hc-ct-sheet-backdrop"
        aria-label={t('contract.close')}
        tabIndex={-1}
        onClick={onClose}
      />
      <div
        ref={panel}
        className="hc-ct-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="hc-ct-sheet-head">
          <h3 id={titleId}>{title}</h3>
          <button type="button" className="hc-ct-sheet-close" onClick={onClose}>
            {t('contract.close')}
          </button>
        </div>
        <div className="hc-ct-sheet-body">{children}</div>
        {footer ? <div className="hc-ct-sheet-foot">{footer}</div> : null}
      </div>
    </div>
  );
}
