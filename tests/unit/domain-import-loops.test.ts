import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Import loops between the server's domain folders (docs/architecture.md section 3, "Layers"). A loop
// between two folders ties them together: neither can be read, tested or changed alone. Lint's
// import/no-cycle sees loops of files only, and skips type imports; this test sees loops of folders,
// type imports included. The loops below were there when the test was written (those that ran through
// auth went when auth became the floor of the domains, decision 0075): untangling one removes its lines,
// and a new loop fails the test with its path. Infrastructure is no domain (src/server/db, jobs, mail, http,
// composition, and the infrastructure files named in eslint.config.mjs).

const KNOWN_LOOP_EDGES = new Set([
  'account → quotes', 'account → staff', 'catalog → receipts', 'catalog → stock', 'customers → privacy',
  'orders → catalog', 'orders → stock', 'payments → refunds', 'privacy → account', 'privacy → customers',
  'quotes → sales', 'receipts → orders', 'refunds → payments', 'sales → customers', 'staff → account',
  'stock → catalog',
]);

const SERVER = path.resolve('src/server');
const NOT_DOMAINS = new Set(['db', 'jobs', 'mail', 'http', 'composition']);
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

/** A shortest path of imports from `from` to `to`, or null when there is none. */
function pathBetween(graph: Map<string, Set<string>>, from: string, to: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === to) {
      const steps = [to];
      for (let step = cameFrom.get(to); step; step = cameFrom.get(step)) steps.unshift(step);
      return steps;
    }
    for (const neighbour of graph.get(next) ?? []) {
      if (!cameFrom.has(neighbour)) {
        cameFrom.set(neighbour, next);
        queue.push(neighbour);
      }
    }
  }
  return null;
}

/** Every import a → b that lies on a loop (b leads back to a), with that loop. */
function loopEdges(graph: Map<string, Set<string>>): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const back = pathBetween(graph, to, from);
      if (back) edges.set(`${from} → ${to}`, [from, ...back]);
    }
  }
  return edges;
}

describe('import loops between server domains', () => {
  const loops = loopEdges(domainGraph());

  it('has no loop but the known ones', () => {
    const fresh = [...loops].filter(([edge]) => !KNOWN_LOOP_EDGES.has(edge)).map(([, loop]) => loop.join(' → '));
    expect(fresh, 'a new import loop between domain folders: move what both need one way down').toEqual([]);
  });

  it('lists only loops that are still there, so an untangled one stays untangled', () => {
    expect([...KNOWN_LOOP_EDGES].filter((edge) => !loops.has(edge))).toEqual([]);
  });
});
