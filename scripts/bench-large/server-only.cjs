// Loaded before the bench (node --require). The admin's queries check the session, and that module
// imports next/navigation, which needs React's ordinary build, not the react-server one the other
// scripts run under; without react-server, 'server-only' would throw on import. Outside Next.js the
// bench is server code all through, so 'server-only' resolves to its own empty module, as Next.js's
// server build and the tests (tests/helpers/server-only-stub.ts) have it.
const Module = process.getBuiltinModule('node:module');
const path = process.getBuiltinModule('node:path');

const empty = path.join(path.dirname(Module.createRequire(__filename).resolve('server-only')), 'empty.js');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveServerOnly(request, ...rest) {
  return request === 'server-only' ? empty : resolveFilename.call(this, request, ...rest);
};
