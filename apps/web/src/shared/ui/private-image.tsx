import { TIMING } from '@halcyon/api';
import { useEffect, useState } from 'react';
import { useSessionStore } from '../session/session-store.ts';

/**
 * An image only the signed-in person may read (their avatar, a picture in their support chat): an <img
 * src> cannot send the bearer token, so it is fetched with it and shown from a blob: URL. Null while it
 * loads, when logged out, or when it cannot be read (the caller shows its placeholder instead).
 */
export function usePrivateImage(url: string | null | undefined): string | null {
  const token = useSessionStore((state) => state.token);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!url || !token || typeof URL.createObjectURL !== 'function') return;
    const controller = new AbortController();
    // A download gives up after the spec's 60 s, as an upload does: a stalled read keeps no socket forever.
    const timer = setTimeout(() => controller.abort(), TIMING.transportTimeoutMs);
    let objectUrl: string | null = null;
    fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        // Unreadable (gone, network, too slow): the placeholder stays.
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token]);
  return src;
}

/** `usePrivateImage` as an element; nothing is rendered until the picture is there. */
export function PrivateImage({
  url,
  alt,
  className,
}: {
  url: string;
  alt: string;
  className?: string | undefined;
}) {
  const src = usePrivateImage(url);
  return src ? <img className={className} src={src} alt={alt} /> : null;
}
