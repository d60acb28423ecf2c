/** The public face of the second-contract module: other modules and the app wiring import only this file. */
export { openCause } from './contract-entries.ts';
export { secondContractPlugin } from './plugin.ts';
export type { NewContractOrder } from './repo.ts';
export { insertOrders } from './repo.ts';
export { createSecondContracts } from './second-contracts.ts';
export { createContractWorker } from './worker.ts';
