/**
 * The public face of finance-shared: what deposits (recharge) and withdrawals do alike, written once. No
 * plugin and no tables of its own: each module passes its own repo, mapper and names in.
 */
export type { ConfigEditorSpec, ConfigRepo, ConfigRow } from './config-editor.ts';
export { createConfigEditor } from './config-editor.ts';
export { mailOrderChange, runOrderNotices } from './order-notices.ts';
