import type { AdminDashboard } from '@halcyon/api';
import type { ChannelDefinition, ChannelRuntime } from '../realtime/index.ts';

export const DASHBOARD_CHANNEL = 'dashboard';
/** How often a watched dashboard is recomputed and pushed (nothing runs while nobody watches). */
export const DASHBOARD_PUSH_MS = 5_000;

export type DashboardChannel = { kind: 'dashboard'; name: 'dashboard' };
type Deps = { read(): Promise<AdminDashboard>; pushEveryMs?: number };

/**
 * `dashboard` on the operator socket: the figures of GET /api/admin/dashboard as a snapshot, then again every
 * few seconds while someone watches. The socket itself is behind the operator guard (cookie and permission),
 * so the channel needs no `auth` message.
 */
export const dashboardChannel: ChannelDefinition<DashboardChannel, Deps, ChannelRuntime<DashboardChannel>> = {
  kind: 'dashboard',
  needsAuth: false,
  parse: (parts) => (parts.length === 1 ? { kind: 'dashboard', name: DASHBOARD_CHANNEL } : undefined),
  create(host, { read, pushEveryMs = DASHBOARD_PUSH_MS }) {
    return {
      snapshot(state, subscriber, entry) {
        read()
          .then((figures) => {
            if (host.isCurrent(state, subscriber, entry))
              host.sendSnapshot(state, subscriber, entry, figures);
          })
          .catch((error: unknown) => {
            host.log.error({ err: error }, 'dashboard snapshot failed');
            host.drop(state, subscriber);
          });
      },
      bind() {
        const timer = setInterval(() => {
          const state = host.channel(DASHBOARD_CHANNEL);
          if (!state) return;
          read()
            .then((figures) => host.broadcast(state, figures))
            .catch((error: unknown) => host.log.error({ err: error }, 'dashboard push failed'));
        }, pushEveryMs);
        timer.unref();
        return () => clearInterval(timer);
      },
    };
  },
};
