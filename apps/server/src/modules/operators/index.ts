/** The public face of the operators module: other modules and the app wiring import only this file. */
export { ensureFirstOperator } from './first-operator.ts';
