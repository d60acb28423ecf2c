import { Button } from 'antd-mobile';

/** A pending order's cancel button (the page's `useCancelOrder` does the asking and the work). */
export function CancelOrderButton({
  cancel,
  label,
}: {
  cancel: { run: () => Promise<unknown>; isPending: boolean };
  label: string;
}) {
  return (
    <Button block color="danger" fill="outline" loading={cancel.isPending} onClick={() => void cancel.run()}>
      {label}
    </Button>
  );
}
