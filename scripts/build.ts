// npm run build: `next build`, recording what it was built from, so that `npm start` serves this
// build without building again and `npm run start:prod` can serve it on a machine that never builds.
import path from 'node:path';
import { build } from './lib/build';
import { describeError, exitWith } from './lib/fail';

build(path.resolve(__dirname, '..')).catch((error) => exitWith(describeError(error)));
