/** Start-up problems end the process with one clear line, never a stack trace. */
export class StartupError extends Error {}

export function exitWith(message: string): never {
  process.stderr.write(`\n✖ ${message}\n\n`);
  process.exit(1);
}

export function describeError(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
