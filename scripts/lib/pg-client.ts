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
