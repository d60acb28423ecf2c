import v8 from 'node:v8';

/**
 * Starts counting what this process's V8 heap allocates; the function returned stops and answers the bytes:
 * what every garbage collection in between freed, plus how much the live heap grew. Unlike CPU time, the
 * figure hardly moves with the machine's speed or load, so two heads can be compared on a noisy machine.
 */
export function countAllocation(): () => number {
  const profiler = new v8.GCProfiler();
  const usedBefore = v8.getHeapStatistics().used_heap_size;
  profiler.start();
  return () => {
    const usedAfter = v8.getHeapStatistics().used_heap_size;
    const collected = profiler
      .stop()
      .statistics.reduce(
        (sum, gc) => sum + gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize,
        0,
      );
    return collected + usedAfter - usedBefore;
  };
}
