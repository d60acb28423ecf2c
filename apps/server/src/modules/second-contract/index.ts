/** The public face of the second-contract module: other modules and the app wiring import only this file. */

export { contractsAdminPlugin } from './admin-plugin.ts';
export { openCause } from './contract-entries.ts';
export type { ContractsAdmin } from './contracts-admin.ts';
export { CONTRACTS_CHANGED_TOPIC, createContractsAdmin } from './contracts-admin.ts';
export { countRunningContracts } from './order-counts.ts';
export { secondContractPlugin } from './plugin.ts';
export type { NewContractOrder } from './repo.ts';
export { insertOrders } from './repo.ts';
export { createSecondContracts } from './second-contracts.ts';
export { createContractWorker } from './worker.ts';
