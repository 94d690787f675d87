import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** One plain connection to `url` for `run` (creating or dropping a database of its own: a bench's, a test's), always closed. */
export async function withClient<T>(url: string, run: (client: Client) => Promise<T>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the server at `serverUrl` for `run` (given its URL), dropped afterwards even when `run` fails. */
export async function withThrowawayDatabase<T>(serverUrl: string, run: (databaseUrl: string) => Promise<T>) {
  const name = `store_bench_${randomBytes(5).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
