// The bench's webhook sender (scripts/bench/messaging.ts), on a thread of its own so that posting a
// thousand webhooks a second does not take the event loop of the shop it measures. Plain JavaScript:
// a worker thread starts without tsx's loader. node:http with kept-alive connections, not fetch: undici's
// fetch spent about 3 ms of this thread a request, and the sender, not the shop, set the rate.
// Paced: the i-th POST leaves at i / rate seconds, without waiting for earlier answers, at most inFlight
// at once (a sender's connections): a shop that answers slower than the rate lowers it.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, bodies, rate, inFlight } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });

/** POSTs one body; resolves with the answer's status (0 when the connection failed). */
function post(body, signature) {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-hub-signature-256': signature } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

const latencies = [];
let acknowledged = 0;
const posts = new Set();
const started = performance.now();
for (let i = 0; i < bodies.length; i++) {
  const due = started + (i * 1000) / rate;
  if (due > performance.now()) await sleep(due - performance.now());
  while (posts.size >= inFlight) await Promise.race(posts);
  const { body, signature } = bodies[i];
  const sent = performance.now();
  const posted = post(body, signature)
    .then((status) => {
      latencies.push(performance.now() - sent);
      if (status === 200) acknowledged += 1;
    })
    .finally(() => posts.delete(posted));
  posts.add(posted);
}
await Promise.all(posts);
agent.destroy();
parentPort.postMessage({ acknowledged, latencies, seconds: (performance.now() - started) / 1000 });
