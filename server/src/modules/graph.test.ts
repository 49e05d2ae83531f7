import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { architectureDoc, GRAPH_END, GRAPH_START, graphLines, moduleGraph, withGraph } from './graph';

describe('the module graph in docs/architecture.md', () => {
  it('is the graph the code has (npm run docs:graph rewrites it)', () => {
    const doc = fs.readFileSync(architectureDoc, 'utf8');
    expect(doc, 'run `npm run docs:graph`').toBe(withGraph(doc, moduleGraph()));
  });

  it('tells a doc that shows an edge the code lacks, or misses one it has', () => {
    const graph = new Map([
      ['cart', ['catalog']],
      ['catalog', []],
    ]);
    const doc = `intro\n${GRAPH_START}\n\`\`\`\ncart    → catalog, orders\ncatalog → —\n\`\`\`\n${GRAPH_END}\nmore\n`;
    expect(withGraph(doc, graph)).not.toBe(doc);
    expect(withGraph(doc, graph)).toBe(
      `intro\n${GRAPH_START}\n\`\`\`\ncart    → catalog\ncatalog → —\n\`\`\`\n${GRAPH_END}\nmore\n`,
    );
    expect(graphLines(new Map([['orders', ['refunds']]]))).toEqual(['orders → refunds']);
  });
});
