/**
 * Tells `onLost` when the set of held channels missing on the open socket changes (not on every check):
 * until they are back, their screens fall back to polling as if the socket were down. The client reports
 * the channels refused as unknown (`onRefused`) through one as well.
 */
export class LostChannelsReport {
  private reported = '';

  constructor(private readonly onLost: ((channels: string[]) => void) | undefined) {}

  report(lost: string[]): void {
    const key = lost.join('|');
    if (key === this.reported) return;
    this.reported = key;
    this.onLost?.(lost);
  }
}
