/**
 * The few command-line readings the benchmark scripts share (bench:engine, bench:placement,
 * mastery:split): `--name value` numbers with a fallback, and options that may repeat.
 */
export const cliArgs = process.argv.slice(2);

/** `--name 42` as a number; the fallback when absent or not a finite number. */
export function numberArg(name: string, fallback: number): number {
  const index = cliArgs.indexOf(name);
  const value = index === -1 ? NaN : Number(cliArgs[index + 1]);
  return Number.isFinite(value) ? value : fallback;
}

/** Every value of an option that may be given more than once (`--condition a --condition b`). */
export function repeatedArg(name: string): string[] {
  return cliArgs.flatMap((a, i) => (a === name && cliArgs[i + 1] !== undefined ? [cliArgs[i + 1]!] : []));
}
