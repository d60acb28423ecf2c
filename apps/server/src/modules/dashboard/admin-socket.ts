import { type OperatorContext, operatorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Translator } from '../../platform/i18n.ts';
import { createChannelHub, type RealtimeOptions, registerSocketEndpoint } from '../realtime/index.ts';
import { supportInboxChannel } from '../support/index.ts';
import { dashboardChannel } from './dashboard-channel.ts';
import { financeQueueChannel } from './finance-queue-channel.ts';
import type { Dashboard } from './service.ts';

export type AdminSocketDeps = {
  dashboard: Dashboard;
  clock: Clock;
  translator: Translator;
  options: RealtimeOptions;
  pushEveryMs?: number;
  /** The app's bus: the finance queues' changes arrive on it (channel finance-queue). */
  bus?: Bus;
  /** Whether an operator's session still stands in its role; asked for each open socket (options.sessionRecheckMs). */
  sessionStillLive: (operator: OperatorContext) => Promise<boolean>;
};

/**
 * /api/admin/ws: the user socket's protocol over a hub of the console's channels. The upgrade request is an
 * admin route like any other: the operator guard checks the session cookie and the permission before it.
 */
export function adminSocket(scope: App, deps: AdminSocketDeps): void {
  const hub = createChannelHub({ clock: deps.clock, log: scope.log });
  hub.register(
    dashboardChannel,
    dashboardChannel.create(hub.host, {
      read: () => deps.dashboard.read(),
      ...(deps.pushEveryMs ? { pushEveryMs: deps.pushEveryMs } : {}),
    }),
  );
  if (deps.bus) hub.register(financeQueueChannel, financeQueueChannel.create(hub.host, { bus: deps.bus }));
  if (deps.bus) hub.register(supportInboxChannel, supportInboxChannel.create(hub.host, { bus: deps.bus }));
  scope.addHook('onClose', async () => hub.close());
  registerSocketEndpoint(scope, {
    path: '/ws',
    config: requires('dashboard.read'),
    hub,
    findPair: () => undefined,
    // The cookie authenticated the socket at the upgrade; a bearer token in an `auth` message means nothing here.
    authenticate: async () => {
      throw new AppError('UNAUTHORIZED');
    },
    translator: deps.translator,
    clock: deps.clock,
    options: deps.options,
    recheck: {
      everyMs: deps.options.sessionRecheckMs,
      checkFor: (request) => {
        const operator = operatorOf(request);
        return () => deps.sessionStillLive(operator);
      },
    },
  });
}
