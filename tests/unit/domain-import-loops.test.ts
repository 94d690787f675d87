import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Import loops between the server's domain folders (docs/architecture.md section 3, "Layers"). A loop
// between folders ties them together: none can be read, tested or changed alone. Lint's import/no-cycle
// sees loops of files only, and skips type imports; this test sees loops of folders, type imports
// included. No loop runs through three folders or more; two folders that import each other are listed
// below with why they stay, so a new pair fails the test, and so does a listed pair once it is untangled.
// Infrastructure is no domain (src/server/db, jobs, mail, http, pdf, composition, and the infrastructure
// files named in eslint.config.mjs).

const KNOWN_PAIRS = new Map([
  [
    'payments ↔ refunds',
    "Paystack's one webhook (payments) settles the refunds it reports, and a payment is not reversed while the order's refunds exceed what stays received; a refund goes back through its payment's Paystack transaction and moves the order's payment status in payments' ledger.",
  ],
]);

const SERVER = path.resolve('src/server');
const NOT_DOMAINS = new Set(['db', 'jobs', 'mail', 'http', 'pdf', 'composition']);
const INFRASTRUCTURE_FILES = new Set(['audit/record-audit', 'audit/audit-actor', 'audit/audit-changes', 'auth/password-policy', 'auth/trusted-origins']);
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"\n]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The domain folder a file of src/server belongs to; null for infrastructure. */
function domainOf(file: string): string | null {
  const relative = path.relative(SERVER, file).replace(/\.tsx?$/, '').split(path.sep);
  if (relative.length < 2 || NOT_DOMAINS.has(relative[0]!) || INFRASTRUCTURE_FILES.has(relative.join('/'))) return null;
  return relative[0]!;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.resolve('src', specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Domain → the domains it imports. */
function domainGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER)) {
    const from = domainOf(file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]!);
      const to = target?.startsWith(SERVER + path.sep) ? domainOf(target) : null;
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** A shortest path of imports from `from` to `to` that does not pass through `avoid`, or null when there is none. */
function pathAvoiding(graph: Map<string, Set<string>>, from: string, to: string, avoid: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === to) {
      const steps = [to];
      for (let step = cameFrom.get(to); step; step = cameFrom.get(step)) steps.unshift(step);
      return steps;
    }
    for (const neighbour of graph.get(next) ?? []) {
      if (neighbour !== avoid && !cameFrom.has(neighbour)) {
        cameFrom.set(neighbour, next);
        queue.push(neighbour);
      }
    }
  }
  return null;
}

/**
 * Every loop through three folders or more, one for each import a → b that starts one: b → c → … → a,
 * with c not a and without passing b again. Each such loop has an import that starts it, so none is missed.
 */
function longLoops(graph: Map<string, Set<string>>): string[] {
  const loops: string[] = [];
  for (const [a, targets] of graph) {
    for (const b of targets) {
      for (const c of graph.get(b) ?? []) {
        const back = c === a ? null : pathAvoiding(graph, c, a, b);
        if (back) {
          loops.push([a, b, ...back].join(' → '));
          break;
        }
      }
    }
  }
  return loops;
}

/** The folders that import each other, as 'a ↔ b' in alphabetical order. */
function pairs(graph: Map<string, Set<string>>): string[] {
  return [...graph].flatMap(([a, targets]) => [...targets].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a} ↔ ${b}`));
}

const graphOf = (imports: Record<string, string[]>) => new Map(Object.entries(imports).map(([from, to]) => [from, new Set(to)]));

describe('how import loops between folders are told apart', () => {
  it('finds a loop of three folders, even among folders that also import each other in pairs', () => {
    expect(longLoops(graphOf({ a: ['b'], b: ['c'], c: ['a'] }))).toHaveLength(3);
    expect(longLoops(graphOf({ a: ['b', 'c'], b: ['a', 'c'], c: ['a', 'b'] }))).not.toEqual([]);
  });

  it('sees a pair as a pair, and one way as no loop', () => {
    const graph = graphOf({ a: ['b', 'c'], b: ['a', 'c'] });
    expect(longLoops(graph)).toEqual([]);
    expect(pairs(graph)).toEqual(['a ↔ b']);
  });
});

describe('import loops between server domains', () => {
  const graph = domainGraph();

  it('has no loop through three folders or more', () => {
    expect(longLoops(graph), 'an import loop through three domain folders or more: move what they need to the folder it belongs to, or one way down').toEqual([]);
  });

  it('has no pair of folders importing each other but the known ones', () => {
    const fresh = pairs(graph).filter((pair) => !KNOWN_PAIRS.has(pair));
    expect(fresh, 'two domain folders that import each other: move what both need one way down').toEqual([]);
  });

  it('lists only pairs that are still there, so an untangled one stays untangled', () => {
    const present = new Set(pairs(graph));
    expect([...KNOWN_PAIRS.keys()].filter((pair) => !present.has(pair))).toEqual([]);
  });
});
