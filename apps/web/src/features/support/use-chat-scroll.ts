import { type UIEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '@/shared/ui/feedback.ts';

/** Near the top of the list, older messages load (history by scrolling up). */
const LOAD_OLDER_THRESHOLD_PX = 50;

/**
 * The message list's scrolling: new messages at the bottom keep the view at the bottom, unless the person
 * scrolled up to read; near the top, older messages load and the one on screen stays where it was.
 */
export function useChatScroll({
  hasMore,
  loadOlder,
  lastId,
  pendingCount,
}: {
  hasMore: boolean;
  loadOlder: () => Promise<void>;
  /** The newest message's id and the number of pending ones: when either changes, the list may follow. */
  lastId: string | undefined;
  pendingCount: number;
}) {
  const { t } = useTranslation();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message or a pending one changes
  useLayoutEffect(() => {
    const node = list.current;
    if (node && stickToBottom.current) node.scrollTop = node.scrollHeight;
  }, [lastId, pendingCount]);

  const older = async () => {
    const node = list.current;
    if (!hasMore || loadingOlder || !node) return;
    setLoadingOlder(true);
    const fromBottom = node.scrollHeight - node.scrollTop;
    try {
      await loadOlder();
      // Keep the message that was on screen where it was.
      requestAnimationFrame(() => {
        node.scrollTop = node.scrollHeight - fromBottom;
      });
    } catch {
      showErrorToast(t('account.loadFailed'));
    } finally {
      setLoadingOlder(false);
    }
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const node = event.currentTarget;
    stickToBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < 40;
    if (node.scrollTop < LOAD_OLDER_THRESHOLD_PX) void older();
  };

  /** What the person sends is followed to the bottom, wherever they had scrolled. */
  const followToBottom = () => {
    stickToBottom.current = true;
  };

  return { list, older, onScroll, followToBottom };
}
