import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error.ts';
import { translate } from '@/shared/i18n/i18n.ts';
import { financeApi } from './api.ts';

/** The proof is uploaded once per picked file: a retried submit reuses its fileId. */
interface Uploaded {
  file: File;
  fileId: string;
}

export type ProofUploadResult = { fileId: string } | { problem: string };

/**
 * Uploads the picked proof (type recharge_proof) at most once per file. A refusal comes back as the
 * server's message (type, size, an image that does not decode); no answer as the spec's upload failure.
 */
export function useProofUpload() {
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File): Promise<ProofUploadResult> => {
    if (uploaded?.file === file) return { fileId: uploaded.fileId };
    setUploading(true);
    try {
      const result = await financeApi.uploadProof(file);
      setUploaded({ file, fileId: result.fileId });
      return { fileId: result.fileId };
    } catch (error) {
      const refused = isApiError(error) && error.status > 0 && error.status < 500;
      return { problem: refused ? error.message : translate('finance.recharge.uploadFailed') };
    } finally {
      setUploading(false);
    }
  };
  return { upload, uploading };
}
