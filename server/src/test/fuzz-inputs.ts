/**
 * Inputs for the fuzz test (fuzz.test.ts), made from the OpenAPI document: a plausible body per
 * JSON schema, then that body broken one field at a time, malformed JSON, wrong content types,
 * broken multipart bodies and garbage path and query values.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON schemas as @fastify/swagger writes them
export type Schema = Record<string, any>;

export const NUL = 'a\u0000b';
export const LONG = 'x'.repeat(10_000);

/** Values a known field name must hold to get past validation (set by the test: a real sku…). */
export type Known = Record<string, () => unknown>;

/** A value the schema accepts, as far as a schema can say; every optional property is filled too. */
export function sample(schema: Schema | undefined, known: Known, name = ''): unknown {
  if (!schema) return {};
  if (name in known) return known[name]!();
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alt)) return sample(alt.find((s: Schema) => s.type !== 'null') ?? alt[0], known, name);
  if (Array.isArray(schema.allOf)) return sample(Object.assign({}, ...schema.allOf), known, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries<Schema>(schema.properties ?? {})) out[k] = sample(s, known, k);
      return out;
    }
    case 'array':
      return [sample(schema.items, known, name)];
    case 'integer':
    case 'number':
      return numberIn(schema);
    case 'boolean':
      return true;
    case 'string':
      return stringFor(schema);
    default:
      return schema.properties ? sample({ ...schema, type: 'object' }, known, name) : 'x';
  }
}

function numberIn(s: Schema): number {
  let n = typeof s.minimum === 'number' ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : 1;
  if (typeof s.exclusiveMinimum === 'number') n = s.exclusiveMinimum + 1;
  if (typeof s.maximum === 'number' && n > s.maximum) n = s.maximum;
  return n;
}

function stringFor(s: Schema): string {
  if (s.format === 'email') return 'fuzz@example.com';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
  const length = Math.max(1, s.minLength ?? 1);
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern);
    const tries = ['#000000', 'x'.repeat(length), '1'.repeat(length), 'a-b', 'a@b.co', '2024-01-01'];
    return tries.find((v) => re.test(v)) ?? 'x'.repeat(length);
  }
  return 'x'.repeat(length);
}

/** Every place in a value that a mutation can hit: `[]` is the whole value, `['layers', 0, 'id']` a leaf. */
export function pathsOf(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  const out = [at];
  if (Array.isArray(value)) {
    if (value.length) out.push(...pathsOf(value[0], [...at, 0]));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...at, k]));
  }
  return out;
}

const REMOVE = Symbol('remove');

/** Wrong values for one place: NUL, 10,000 characters, wrong types, gone. */
export const BAD_VALUES: Array<[string, unknown]> = [
  ['NUL', NUL],
  ['10k string', LONG],
  ['lone surrogate', '\ud800x'],
  ['emoji and RTL', '😀\u202eabc'],
  ['number', 123],
  ['negative', -1],
  ['huge number', 1e308],
  ['boolean', true],
  ['null', null],
  ['object', { nested: NUL }],
  ['array', [LONG]],
  ['removed', REMOVE],
];

/** A copy of `value` with the place at `path` set to `bad` (or removed). */
export function mutate(value: unknown, path: Array<string | number>, bad: unknown): unknown {
  if (path.length === 0) return bad === REMOVE ? undefined : bad;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (bad === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = bad;
  return copy;
}

/** A raw request body with its content type. */
export interface RawBody {
  label: string;
  contentType?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** Malformed JSON and JSON of the wrong shape, sent as application/json. */
export const BAD_JSON: RawBody[] = [
  '{',
  '{"a":',
  '[',
  '{"a":1}}',
  "{'a':1}",
  '',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(10_000),
  `"${LONG}"`,
  '{"a":"\\ud800"}',
].map((payload) => ({
  label: `JSON ${JSON.stringify(payload.slice(0, 20))}`,
  contentType: 'application/json',
  payload,
}));

/** A valid JSON body under content types the route does not take. */
export function wrongContentTypes(json: string): RawBody[] {
  return [
    { label: 'text/plain', contentType: 'text/plain', payload: json },
    { label: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'a=b&c=%00' },
    { label: 'xml', contentType: 'application/xml', payload: '<a>b</a>' },
    { label: 'json utf-16', contentType: 'application/json; charset=utf-16', payload: json },
    {
      label: 'json, invalid UTF-8',
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    },
    { label: 'no content type', payload: json },
    {
      label: 'gzip claimed',
      contentType: 'application/json',
      payload: json,
      headers: { 'content-encoding': 'gzip' },
    },
    { label: 'octet-stream', contentType: 'application/octet-stream', payload: Buffer.alloc(64, 1) },
  ];
}

/** Multipart bodies, well and badly formed (sent to every route that takes a body). */
export function multipartBodies(png: Buffer): RawBody[] {
  const b = 'fuzzboundary';
  const ct = `multipart/form-data; boundary=${b}`;
  const part = (name: string, filename: string | null, bytes: Buffer | string, type = 'image/png') =>
    Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename === null ? '' : `; filename="${filename}"`) +
          `\r\n${filename === null ? '' : `Content-Type: ${type}\r\n`}\r\n`,
      ),
      Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${b}--\r\n`);
  const long = 'b'.repeat(300);
  return [
    {
      label: 'multipart: one image',
      contentType: ct,
      payload: Buffer.concat([part('file', 'a.png', png), end]),
    },
    {
      label: 'multipart: NUL in file name',
      contentType: ct,
      payload: Buffer.concat([part('file', NUL, png), end]),
    },
    {
      label: 'multipart: NUL in field name',
      contentType: ct,
      payload: Buffer.concat([part(NUL, 'a.png', png), end]),
    },
    {
      label: 'multipart: 10k file name',
      contentType: ct,
      payload: Buffer.concat([part('file', `${LONG}.png`, png), end]),
    },
    { label: 'multipart: no closing boundary', contentType: ct, payload: part('file', 'a.png', png) },
    { label: 'multipart: cut inside the headers', contentType: ct, payload: `--${b}\r\nContent-Disp` },
    { label: 'multipart: empty', contentType: ct, payload: end },
    {
      label: 'multipart: no boundary',
      contentType: 'multipart/form-data',
      payload: part('file', 'a.png', png),
    },
    {
      label: 'multipart: 300-character boundary',
      contentType: `multipart/form-data; boundary=${long}`,
      payload: `--${long}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--${long}--\r\n`,
    },
    {
      label: 'multipart: text field only',
      contentType: ct,
      payload: Buffer.concat([part('name', null, NUL), end]),
    },
    {
      label: 'multipart: not an image',
      contentType: ct,
      payload: Buffer.concat([part('file', 'a.png', LONG), end]),
    },
    {
      label: 'multipart: no disposition',
      contentType: ct,
      payload: `--${b}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${b}--\r\n`,
    },
    {
      label: 'multipart: six files',
      contentType: ct,
      payload: Buffer.concat([...Array.from({ length: 6 }, (_, i) => part('file', `${i}.png`, png)), end]),
    },
  ];
}

/** Garbage for a path parameter, already percent-encoded where it must be. */
export const BAD_PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999999999999',
  '%00',
  'a%00b',
  LONG,
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  "'%20OR%201=1--",
];

/** Garbage for a query parameter (sent percent-encoded). */
export const BAD_QUERY_VALUES = [NUL, LONG, '', 'abc', '-1', '1e309', '0x10', '[]', '{"a":1}'];
