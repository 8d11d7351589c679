// How the benchmarks sum up and print their results: medians, aligned columns, and the verdict that
// sets the exit code.

/** The middle of `values`, or the mean of the two middle ones. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value as text, padded to `width`: right-aligned, or left-aligned for a label. */
export function pad(value, width, left = false) {
  const text = String(value);
  return left ? text.padEnd(width) : text.padStart(width);
}

/**
 * Prints each problem under `missedTitle` and makes the process exit 1 when it ends, or prints
 * `metLine` when there is none.
 */
export function reportVerdict(problems, missedTitle, metLine) {
  if (problems.length > 0) {
    console.log(`\n${missedTitle}`);
    for (const line of problems) console.log(`  - ${line}`);
    process.exitCode = 1;
  } else {
    console.log(`\n${metLine}`);
  }
}
