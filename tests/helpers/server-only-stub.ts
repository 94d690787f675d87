// Stand-in for the 'server-only' marker package under Vitest, which runs server code in Node.
export {};
