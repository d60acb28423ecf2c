import { UPLOAD_RULES } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerFieldShell } from '@/shared/ui/form-field.tsx';
import { acceptOf, type ImageFileProblem, takeImageFile } from '@/shared/upload/image-file.ts';
import { useFilePreview } from '@/shared/upload/use-file-preview.ts';

const RULE = UPLOAD_RULES.recharge_proof;
/** What the picker offers: the formats the server accepts for a proof (JPG, PNG). */
const PROOF_ACCEPT = acceptOf(RULE);
const REFUSALS = {
  type: 'finance.rechargeRules.proofType',
  size: 'finance.rechargeRules.proofSize',
} as const satisfies Record<ImageFileProblem, string>;

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
  const preview = useFilePreview(file);

  const take = async (input: HTMLInputElement) => {
    const pick = await takeImageFile(input, RULE);
    if (!pick) return;
    if ('problem' in pick) onError(t(REFUSALS[pick.problem]));
    else onChange(pick.file);
  };

  return (
    <PickerFieldShell labelId="recharge-proof-label" label={t('finance.recharge.proof')} error={error}>
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
    </PickerFieldShell>
  );
}
