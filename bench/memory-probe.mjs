/**
 * Preloaded into the server by bench/server-memory.ts (through NODE_OPTIONS=--import):
 * answers each message on the IPC channel with the process's memory figures. Plain JavaScript, so the
 * server under test loads no TypeScript loader that would add to what is measured.
 */
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const usage = process.memoryUsage();
    // maxRSS is the high-water mark of the resident set (KiB): the peak during start and backfill.
    process.send?.({ ...usage, peakRss: process.resourceUsage().maxRSS * 1024 });
  });
  // The channel must not keep a server alive that was asked to stop.
  process.channel?.unref();
}
