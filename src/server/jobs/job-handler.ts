import 'server-only';

// What a job handler is (docs/decisions/0014-durable-jobs.md). Domains write handlers against these
// types; the composition root (src/server/composition/jobs.ts) names which handler runs each kind of
// job, and the worker is handed that table: the queue and the worker import no domain
// (docs/architecture.md section 3, "Layers").

/** What a handler is given besides its payload: `signal` aborts once the job passes its timeout; pass it to every outgoing request. */
export type JobContext = { signal: AbortSignal };

/**
 * Validates its payload with zod and is safe to run twice: a worker killed mid-job leaves it to be
 * run again after its lease.
 */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** Which code runs each kind of job. A kind missing here fails its job with an error naming it. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** Housekeeping the worker runs at start and then periodically; returns how many rows it touched. */
export type JobMaintenanceTask = { name: string; run: () => Promise<number> };
