import { TIMING } from '@halcyon/api';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { antdMobileReady } from '@/shared/ui/antd-setup.ts';
import { PageErrorView, PageLoadingView } from './page-states.tsx';

type PageModule = { default: ComponentType };

/** Nothing for 200 ms (fast loads never flash a spinner), then a spinner, then after 60 s the error view. */
function DelayedFallback() {
  const [phase, setPhase] = useState<'quiet' | 'loading' | 'timeout'>('quiet');
  useEffect(() => {
    const show = setTimeout(() => setPhase('loading'), TIMING.asyncPageDelayMs);
    const giveUp = setTimeout(() => setPhase('timeout'), TIMING.asyncPageTimeoutMs);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, []);
  if (phase === 'quiet') return null;
  return phase === 'loading' ? <PageLoadingView /> : <PageErrorView reason="timeout" />;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[page] failed to load or render', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageErrorView reason="failed" /> : this.props.children;
  }
}

/** A lazily loaded page whose code can be fetched ahead of its first render. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): void };

/**
 * Pages load on first visit only (spec section 2); the module is then cached. A page renders once
 * antd-mobile is configured (its texts in the UI language), which boot has long since started.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let pending: Promise<PageModule> | null = null;
  const loadOnce = () => {
    pending ??= Promise.all([load(), antdMobileReady()]).then(
      ([page]) => page,
      (error: unknown) => {
        // A failed fetch is tried again by the next visit, not remembered.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(loadOnce), {
    preload: () => void loadOnce().catch(() => undefined),
  });
}

/** A lazily loaded page with the spec's loading and error views (section 2). */
export function AsyncPage({ page: Page }: { page: LazyPage }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<DelayedFallback />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
