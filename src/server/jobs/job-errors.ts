import 'server-only';

// What a job handler may throw besides an ordinary error (which is retried with backoff):
// docs/decisions/0014-durable-jobs.md.

/** The work is not due yet: the job waits until `runAt`, and the attempt does not count. */
export class RunJobLater extends Error {
  constructor(readonly runAt: Date) {
    super(`Not due yet: runs again at ${runAt.toISOString()}`);
    this.name = 'RunJobLater';
  }
}
