/** The public face of the recharge (deposits) module: other modules and the app wiring import only this file. */
export { RECHARGE_CONFIGS_CHANGED_TOPIC } from './config-service.ts';
export { createRecharge, type Recharge } from './create-recharge.ts';
export { depositFigures, listRecentCompleted } from './order-repo.ts';
export { rechargePlugin } from './plugin.ts';
