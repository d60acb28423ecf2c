import { UPLOAD_RULES } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerFieldShell } from '@/shared/ui/form-field.tsx';
import { acceptOf, type ImageFileProblem, takeImageFile } from '@/shared/upload/image-file.ts';
import { useFilePreview } from '@/shared/upload/use-file-preview.ts';

/** The front's and the back's rules are the same (JPG or PNG, at most 5 MB). */
const RULE = UPLOAD_RULES.kyc_front;
/** What the pickers offer: the formats the server accepts for ID photos (JPG, PNG). */
const PHOTO_ACCEPT = acceptOf(RULE);
const REFUSALS = {
  type: 'kyc.rules.photoType',
  size: 'kyc.rules.photoSize',
} as const satisfies Record<ImageFileProblem, string>;

/**
 * One side of the document: a photo from the camera or a file, previewed, replaceable. A file breaking
 * the rule (type, size) is refused here with the page's message and the previous choice kept.
 */
export function PhotoPicker({
  id,
  label,
  previewAlt,
  file,
  error,
  onChange,
}: {
  id: string;
  label: string;
  previewAlt: string;
  file: File | null;
  error?: string | undefined;
  onChange: (file: File | null, problem?: string) => void;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const preview = useFilePreview(file);

  const take = async (input: HTMLInputElement) => {
    const pick = await takeImageFile(input, RULE);
    if (!pick) return;
    if ('problem' in pick) onChange(file, t(REFUSALS[pick.problem]));
    else onChange(pick.file);
  };

  return (
    <PickerFieldShell labelId={`${id}-label`} label={label} error={error}>
      <div className="hc-kyc-photo">
        {preview ? <img className="hc-kyc-preview" src={preview} alt={previewAlt} /> : null}
        <Button size="small" onClick={() => picker.current?.click()}>
          {file ? t('kyc.replacePhoto') : t('kyc.choosePhoto')}
        </Button>
      </div>
      <input
        ref={picker}
        className="hc-visually-hidden"
        type="file"
        accept={PHOTO_ACCEPT}
        aria-labelledby={`${id}-label`}
        data-testid={`${id}-file`}
        onChange={(event) => void take(event.currentTarget)}
      />
    </PickerFieldShell>
  );
}
