import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// Starts the production store exactly as `npm start` does (or `npm run start:prod` with
// `production`), on its own port and DATA_DIR: on the embedded database unless `env` names a
// DATABASE_URL (any variable in `env` is set over this process's own).

export type RunningStore = { baseUrl: string; startedInMs: number; stop: () => Promise<void> };

const root = path.resolve(__dirname, '../..');

export async function startStore(port: number, dataDir: string, options: { production?: boolean; env?: Record<string, string> } = {}): Promise<RunningStore> {
  const started = performance.now();
  const args = [require.resolve('tsx/cli'), 'scripts/start.ts', ...(options.production ? ['--prod'] : [])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: '', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the store did not start within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    startedInMs: performance.now() - started,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
