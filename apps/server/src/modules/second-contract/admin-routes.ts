import {
  adminContractConfig,
  adminContractConfigRequest,
  adminPairParams,
  contractPairSwitchRequest,
} from '@halcyon/api';
import { z } from 'zod';
import { auditActorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { ContractsAdmin } from './contracts-admin.ts';

const tags = ['admin'];

/** Second-contract rules in the console: periods and payout rates, amount limits, the per-pair switch. */
export function contractsAdminRoutes(app: App, contracts: ContractsAdmin): void {
  app.get(
    '/config/contracts',
    { config: requires('config.read'), schema: { tags, response: envelopeResponses(adminContractConfig) } },
    async () => ok(await contracts.current()),
  );
  app.put(
    '/config/contracts',
    {
      config: requires('config.write'),
      schema: { tags, body: adminContractConfigRequest, response: envelopeResponses(adminContractConfig) },
    },
    async (request) => ok(await contracts.update(auditActorOf(request), request.body)),
  );
  app.put(
    '/config/contracts/pairs/:symbol',
    {
      config: requires('config.write'),
      schema: {
        tags,
        params: adminPairParams,
        body: contractPairSwitchRequest,
        response: envelopeResponses(z.object({ symbol: z.string(), enabled: z.boolean() })),
      },
    },
    async (request) =>
      ok(await contracts.setPairEnabled(auditActorOf(request), request.params.symbol, request.body.enabled)),
  );
}
