import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkProofFile, PROOF_ACCEPT } from '../proof-file.ts';

/** A picked file shown from memory (blob: is allowed by the CSP); the URL is released with the file. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The payment proof: a photo from the camera or a file, previewed, replaceable. A file breaking the
 * rule (type, size) is refused here with the spec's message and the previous choice kept.
 */
export function ProofPicker({
  file,
  onChange,
  error,
  onError,
}: {
  file: File | null;
  onChange: (file: File) => void;
  error?: string | undefined;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);

  const take = async (input: HTMLInputElement) => {
    const picked = input.files?.[0];
    // Let the same file be picked again after a refusal or a replace.
    input.value = '';
    if (!picked) return;
    const problem = await checkProofFile(picked);
    if (problem) {
      onError(t(`finance.rechargeRules.${problem}`));
      return;
    }
    onChange(picked);
  };

  return (
    <div className={error ? 'hc-field hc-field-invalid' : 'hc-field'}>
      <span className="hc-field-label" id="recharge-proof-label">
        {t('finance.recharge.proof')}
      </span>
      <p className="hc-fin-hint">{t('finance.recharge.proofHint')}</p>
      {preview ? (
        <img className="hc-fin-proof-preview" src={preview} alt={t('finance.recharge.proofPreview')} />
      ) : null}
      <div className="hc-fin-proof-actions">
        <Button size="small" onClick={() => camera.current?.click()}>
          {t('finance.recharge.takePhoto')}
        </Button>
        <Button size="small" onClick={() => picker.current?.click()}>
          {file ? t('finance.recharge.replace') : t('finance.recharge.chooseFile')}
        </Button>
      </div>
      <input
        ref={camera}
        className="hc-visually-hidden"
        type="file"
        accept={PROOF_ACCEPT}
        capture="environment"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void take(event.currentTarget)}
      />
      <input
        ref={picker}
        className="hc-visually-hidden"
        type="file"
        accept={PROOF_ACCEPT}
        aria-labelledby="recharge-proof-label"
        data-testid="proof-file"
        onChange={(event) => void take(event.currentTarget)}
      />
      {error ? (
        <p className="hc-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
