// antd-mobile's Toast and Dialog (and the spring animation library under them), loaded apart from the
// first paint: shared/ui/feedback.ts imports this module on first use or once the page has loaded.
export { Dialog, Toast } from 'antd-mobile';
