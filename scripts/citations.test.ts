import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: a comment, a test name or a doc says the rule or the reason in
 * its own words. A pointer to a requirements document ('the spec', 'spec part 2 §5') or to a
 * ticket ('issue 3') means nothing to a reader who has only the code, and goes stale when the
 * document moves on. This fails on any such pointer in source or docs.
 */
const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['server/src', 'web/src', 'domain/src', 'e2e', 'bench', 'scripts', 'docs'];
const FILES = ['README.md'];
const EXTENSIONS = /\.(ts|tsx|mts|mjs|js|md)$/;
/** This file names the patterns it looks for. */
const SELF = path.relative(root, import.meta.filename);

const CITATIONS: Array<[RegExp, string]> = [
  [/\bthe spec\b/i, "'the spec'"],
  [/(?<!openapi )\bspec['’]s\b/i, "'the spec's …'"],
  [/\bspec (part|section|text|message|words?|wording|rule|labels?)s?\b/i, "'spec part / spec text …'"],
  [/§\s*\d/, 'a section sign'],
  [/\bissue\s*#?\d+/i, "'issue N'"],
];

/** Each line of `text` that cites a spec or an issue, as `line: why: text`. */
function citationsIn(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const hit = CITATIONS.find(([re]) => re.test(line));
    return hit ? [`${i + 1}: cites ${hit[1]}: ${line.trim()}`] : [];
  });
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(file);
    return EXTENSIONS.test(e.name) ? [file] : [];
  });
}

describe('the repository explains itself', () => {
  it('reports a comment, a test name or a doc line that cites a spec or an issue', () => {
    const fed = [
      '// A shop is public; ordering is not (issue 3).',
      "/** The form's limit (spec part 2 §5). */",
      "it('rejects %j with the spec message', () => {});",
      "Anything else is refused with the spec's message.",
      '/** Company and email are required: a reseller without them gets no keys. */',
      "it('documents the routes in the OpenAPI spec', () => {});",
      'const { spec } = drawing;',
    ].join('\n');
    expect(citationsIn(fed)).toEqual([
      "1: cites 'issue N': // A shop is public; ordering is not (issue 3).",
      "2: cites 'spec part / spec text …': /** The form's limit (spec part 2 §5). */",
      "3: cites 'the spec': it('rejects %j with the spec message', () => {});",
      "4: cites 'the spec': Anything else is refused with the spec's message.",
    ]);
  });

  it('finds none in the source and the docs', () => {
    const files = [
      ...FOLDERS.flatMap((f) => filesUnder(path.join(root, f))),
      ...FILES.map((f) => path.join(root, f)),
    ];
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .map((file) => path.relative(root, file))
      .filter((file) => file !== SELF)
      .flatMap((file) =>
        citationsIn(fs.readFileSync(path.join(root, file), 'utf8')).map((c) => `${file}:${c}`),
      );
    expect(found).toEqual([]);
  });
});
