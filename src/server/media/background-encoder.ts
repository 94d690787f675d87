import 'server-only';
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Reencoded } from './reencode';

// Pictures a job re-encodes (the catalogue import's, src/server/catalog/catalogue-csv/picture-job.ts)
// are re-encoded in a process of their own at the lowest CPU priority
// (docs/decisions/0072-background-pictures-at-the-lowest-priority.md): on a shop's two cores, a job
// decoding and encoding pictures back to back took the cores the storefront answers on. At the lowest
// priority the encoder has only what the storefront leaves. It takes a picture a core at a time; it
// starts at the first and ends after IDLE_MS without one.
//
// Bounds (0072, "Amendment: bounds"): a picture still in the encoder at its deadline ends the encoder
// and fails with a sentence; the encoder refuses a picture of more than BACKGROUND_MAX_PIXELS before
// decoding it. Pictures in an encoder that stops (a crash, the deadline of another) are tried once more,
// alone in a new encoder, so a picture that kills the encoder twice fails and takes no neighbour with it.

const ENTRY = path.join(process.cwd(), 'src/server/media/background-encoder-process.ts');
const IDLE_MS = 10_000;
const AT_ONCE = os.availableParallelism();
/** A picture's time in the encoder: a 25-megapixel picture takes a few seconds of a busy core at nice 19. */
export const ENCODER_DEADLINE_MS = 60_000;
/** Encoders a picture may be in when they stop before it fails. */
export const ENCODER_ATTEMPTS = 2;
/** The largest picture the encoder decodes: a 5000 × 5000 picture, the most Shopify keeps. */
export const BACKGROUND_MAX_PIXELS = 25_000_000;

/** What the shop's process sends the encoder's for one picture, and what it answers. */
export type EncoderRequest = { id: number; bytes: Uint8Array; maxPixels: number };
export type EncoderAnswer = { id: number } & ({ full: Uint8Array; thumbnail: Uint8Array; width: number; height: number } | { problem: string } | { refusal: string });

/** A picture the encoder will not finish, said as the end of a sentence about it ("… took longer than …"). */
export class EncoderRefusal extends Error {}

type Request = {
  id: number;
  bytes: Buffer;
  deadlineMs: number;
  attempts: number;
  late: boolean;
  timer?: NodeJS.Timeout;
  resolve: (picture: Reencoded) => void;
  reject: (error: Error) => void;
};

const queue: Request[] = [];
const inFlight = new Map<number, Request>();
let lastId = 0;
let encoder: ChildProcess | null = null;
let idleTimer: NodeJS.Timeout | undefined;

/** `bytes` re-encoded (src/server/media/reencode.ts) by the background encoder; rejects when they are no picture it can read, or it will not finish them. */
export function reencodeInBackground(bytes: Buffer, { deadlineMs = ENCODER_DEADLINE_MS } = {}): Promise<Reencoded> {
  return new Promise((resolve, reject) => {
    queue.push({ id: (lastId += 1), bytes, deadlineMs, attempts: 0, late: false, resolve, reject });
    sendNext();
  });
}

/** The encoder's process id while it runs (for the tests and the bench, which look at its priority and memory). */
export function backgroundEncoderPid(): number | undefined {
  return encoder?.pid;
}

/** A picture tried again goes alone: nothing is sent beside it, and it waits for the encoder to be empty. */
const alone = (request: Request) => request.attempts > 0;

function sendNext() {
  if (queue.length === 0 && inFlight.size === 0) return goIdle();
  while (queue.length > 0 && inFlight.size < AT_ONCE) {
    if ([...inFlight.values()].some(alone) || (alone(queue[0]!) && inFlight.size > 0)) return;
    const next = queue.shift()!;
    clearTimeout(idleTimer);
    inFlight.set(next.id, next);
    const running = encoder ?? start();
    // Busy, it keeps the shop's process alive; idle, it never does.
    running.ref();
    running.channel?.ref();
    next.timer = setTimeout(() => tooLate(next, running), next.deadlineMs);
    running.send({ id: next.id, bytes: next.bytes, maxPixels: BACKGROUND_MAX_PIXELS } satisfies EncoderRequest);
  }
}

/** A hung or endless decode: only ending the process stops it. Its pictures are settled when it has stopped. */
function tooLate(request: Request, running: ChildProcess) {
  if (!inFlight.has(request.id)) return;
  request.late = true;
  running.kill('SIGKILL');
}

function start(): ChildProcess {
  // tsx runs the entry, as `npm start` runs the shop's scripts; nothing is inherited from this process's
  // flags. (spawn, not fork: the build would try to bundle a path given to fork.) One malloc arena:
  // libvips's threads each kept one of their own, and the encoder grew to 300 MB.
  const started = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, MALLOC_ARENA_MAX: '1' },
    serialization: 'advanced',
  });
  started.on('message', (answer: EncoderAnswer) => settle(answer));
  const stopped = (why: string) => {
    // An encoder stopped on purpose, or already replaced, owes no answer.
    if (encoder !== started) return;
    encoder = null;
    const lost = [...inFlight.values()];
    inFlight.clear();
    for (const request of lost.toReversed()) tryAgainOrFail(request, why);
    sendNext();
  };
  started.on('exit', (code, signal) => stopped(signal ?? `exit code ${code}`));
  started.on('error', (error) => stopped(error.message));
  encoder = started;
  return started;
}

function tryAgainOrFail(request: Request, why: string) {
  clearTimeout(request.timer);
  request.attempts += 1;
  if (request.late) request.reject(new EncoderRefusal(`took longer than ${request.deadlineMs / 1000} seconds to re-encode.`));
  else if (request.attempts >= ENCODER_ATTEMPTS) request.reject(new EncoderRefusal(`stopped the picture encoder ${ENCODER_ATTEMPTS} times (the last time: ${why}).`));
  else queue.unshift(request);
}

function settle(answer: EncoderAnswer) {
  const request = inFlight.get(answer.id);
  inFlight.delete(answer.id);
  if (request) {
    clearTimeout(request.timer);
    if ('refusal' in answer) request.reject(new EncoderRefusal(answer.refusal));
    else if ('problem' in answer) request.reject(new Error(answer.problem));
    else request.resolve({ full: asBuffer(answer.full), thumbnail: asBuffer(answer.thumbnail), width: answer.width, height: answer.height });
  }
  sendNext();
}

function goIdle() {
  if (!encoder) return;
  encoder.unref();
  encoder.channel?.unref();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const idle = encoder;
    encoder = null;
    // Its channel closed, the encoder's process ends itself (background-encoder-process.ts).
    idle?.disconnect();
  }, IDLE_MS).unref();
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
