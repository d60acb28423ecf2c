/** The public face of the liquidity module: other modules and the app wiring import only this file. */
export { createLiquidityMaker } from './liquidity-maker.ts';
