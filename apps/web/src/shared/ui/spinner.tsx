/**
 * A CSS spinner (`hc-spinner` in layout.css). antd-mobile's SpinLoading turns its circle with a looping
 * react-spring animation, JavaScript on every frame: on a page still loading that is main-thread time
 * (long tasks in Lighthouse's trace of the trade page). Its container names the state (role="status").
 */
export function Spinner() {
  return <span className="hc-spinner" aria-hidden="true" />;
}
