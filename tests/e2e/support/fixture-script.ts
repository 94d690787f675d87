// What every script run on a stopped private store's database shares (tests/e2e/support/private-store.ts):
// it prints its result as one JSON line, or its error and exits non-zero.
export function runFixture(main: () => Promise<unknown>) {
  main().then(
    (printed) => process.stdout.write(`${JSON.stringify(printed)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
