import {
  appClientConfig,
  appConfigKeyParams,
  appConfigMap,
  appConfigValue,
  appConfigValuesRequest,
  appHealth,
  appInfo,
  appStatus,
} from '@halcyon/api';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppConfigService } from './service.ts';

const tags = ['app'];

export function appConfigRoutes(app: App, service: AppConfigService): void {
  app.get('/app/info', { schema: { tags, response: envelopeResponses(appInfo) } }, async () =>
    ok(await service.info()),
  );
  app.get('/app/config', { schema: { tags, response: envelopeResponses(appClientConfig) } }, async () =>
    ok(await service.clientConfig()),
  );
  app.get('/app/status', { schema: { tags, response: envelopeResponses(appStatus) } }, async () =>
    ok(await service.status()),
  );
  // For load balancers: 200 only when the database answers, else 503 (so traffic moves elsewhere).
  app.get('/app/health', { schema: { tags, response: envelopeResponses(appHealth) } }, async () => {
    if (!(await service.databaseHealthy())) throw new AppError('SERVICE_UNAVAILABLE');
    return ok({ status: 'ok' as const, database: 'ok' as const });
  });
  app.get('/app-config', { schema: { tags, response: envelopeResponses(appConfigMap) } }, async () =>
    ok(await service.all()),
  );
  app.get(
    '/app-config/value/:key',
    { schema: { tags, params: appConfigKeyParams, response: envelopeResponses(appConfigValue) } },
    async (request) => ok(await service.value(request.params.key)),
  );
  app.post(
    '/app-config/values',
    { schema: { tags, body: appConfigValuesRequest, response: envelopeResponses(appConfigMap) } },
    async (request) => ok(await service.values(request.body.keys)),
  );
}
