import { useEffect, useState } from 'react';
import { getSession } from '@/shared/session/session-store.ts';

/**
 * An image only its owner may read (the payment proof): fetched with the bearer token, shown from a
 * blob: URL, since an <img src> cannot send the token. Nothing is shown if it cannot be read.
 */
function usePrivateImage(url: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const token = getSession().token;
    if (!token || typeof URL.createObjectURL !== 'function') return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        // A proof that cannot be shown leaves the rest of the order readable.
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}

export function PrivateImage({ url, alt, className }: { url: string; alt: string; className: string }) {
  const src = usePrivateImage(url);
  return src ? <img className={className} src={src} alt={alt} /> : null;
}
