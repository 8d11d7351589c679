/**
 * Runs the tasks with at most `limit` in flight at once, starting the next as soon as one
 * settles. A failing task does not stop the others; every outcome is reported in task order.
 */
export async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<PromiseSettledResult<T>[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const results: PromiseSettledResult<T>[] = new Array(tasks.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < tasks.length) {
      const index = nextIndex++;
      try {
        results[index] = { status: 'fulfilled', value: await tasks[index]!() };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
