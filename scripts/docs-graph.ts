// `npm run docs:graph`: rewrites the server module graph in docs/architecture.md (between the
// module-graph markers) from the code, the same graph server/src/modules/modules.test.ts checks.
// Run it after adding a module or changing which modules import which; graph.test.ts fails until then.
import fs from 'node:fs';
import { architectureDoc, moduleGraph, withGraph } from '../server/src/modules/graph';

const before = fs.readFileSync(architectureDoc, 'utf8');
const after = withGraph(before, moduleGraph());
fs.writeFileSync(architectureDoc, after);
console.log(
  before === after
    ? 'docs/architecture.md: module graph already up to date'
    : 'docs/architecture.md: module graph rewritten',
);
