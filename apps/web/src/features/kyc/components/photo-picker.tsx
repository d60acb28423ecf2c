import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPhotoFile, PHOTO_ACCEPT } from '../photo-file.ts';

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
  const preview = usePreview(file);

  const take = async (input: HTMLInputElement) => {
    const picked = input.files?.[0];
    // Let the same file be picked again after a refusal or a replace.
    input.value = '';
    if (!picked) return;
    const problem = await checkPhotoFile(picked);
    if (problem) onChange(file, t(`kyc.rules.${problem}`));
    else onChange(picked);
  };

  return (
    <div className={error ? 'hc-field hc-field-invalid' : 'hc-field'}>
      <span className="hc-field-label" id={`${id}-label`}>
        {label}
      </span>
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
      {error ? (
        <p className="hc-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
