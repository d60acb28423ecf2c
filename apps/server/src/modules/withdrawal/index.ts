/** The public face of the withdrawal module: other modules and the app wiring import only this file. */
export { WITHDRAWAL_CONFIGS_CHANGED_TOPIC } from './config-service.ts';
export { createWithdrawal, type Withdrawal } from './create-withdrawal.ts';
export { withdrawalFigures } from './order-repo.ts';
export { withdrawalPlugin } from './plugin.ts';
