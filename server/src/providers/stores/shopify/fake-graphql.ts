/**
 * Just enough GraphQL for the stand-in Shopify of the adapter's tests (fake-shopify.ts): it parses
 * an operation, checks its variables, prices it the way Shopify does and answers exactly the
 * fields selected, so a misspelt field, an undeclared variable or a query over Shopify's cost
 * limit fails the test as it would fail at Shopify. Tests only.
 */

export type Value =
  | { kind: 'var'; name: string }
  | { kind: 'int' | 'float'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'enum'; value: string }
  | { kind: 'list'; items: Value[] }
  | { kind: 'object'; fields: Record<string, Value> };

export interface Field {
  alias: string | null;
  name: string;
  args: Record<string, Value>;
  selections: Selection[] | null;
}
export type Selection =
  | { kind: 'field'; field: Field }
  | { kind: 'fragment'; on: string; selections: Selection[] };

export interface Operation {
  type: 'query' | 'mutation';
  name: string | null;
  variables: Record<string, { type: string; nonNull: boolean }>;
  selections: Selection[];
}

export class GraphqlError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const PUNCT = /^(\.\.\.|[{}()[\]:!$=@])/;

function tokenize(src: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/[\s,]/.test(c)) {
      i++;
    } else if (c === '#') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      if (j >= src.length) throw new GraphqlError('Unterminated string', 'PARSE_ERROR');
      out.push(src.slice(i, j + 1));
      i = j + 1;
    } else {
      const p = PUNCT.exec(src.slice(i));
      const w = p ? null : /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|[_A-Za-z][_0-9A-Za-z]*)/.exec(src.slice(i));
      const t = p?.[0] ?? w?.[0];
      if (!t) throw new GraphqlError(`Unexpected character "${c}"`, 'PARSE_ERROR');
      out.push(t);
      i += t.length;
    }
  }
  return out;
}

/** A recursive-descent parser for one operation (no named fragments, directives or defaults). */
export function parse(src: string): Operation {
  const t = tokenize(src);
  let i = 0;
  const peek = () => t[i];
  const take = (want?: string) => {
    const got = t[i++];
    if (got === undefined || (want !== undefined && got !== want))
      throw new GraphqlError(
        `Parse error: expected ${want ?? 'a token'}, got ${got ?? 'the end'}`,
        'PARSE_ERROR',
      );
    return got;
  };
  const name = () => {
    const n = take();
    if (!/^[_A-Za-z]/.test(n))
      throw new GraphqlError(`Parse error: expected a name, got ${n}`, 'PARSE_ERROR');
    return n;
  };
  const typeRef = (): string => {
    let s: string;
    if (peek() === '[') {
      take('[');
      s = `[${typeRef()}]`;
      take(']');
    } else s = name();
    if (peek() === '!') {
      take('!');
      s += '!';
    }
    return s;
  };
  const value = (): Value => {
    const v = take();
    if (v === '$') return { kind: 'var', name: name() };
    if (v === '[') {
      const items: Value[] = [];
      while (peek() !== ']') items.push(value());
      take(']');
      return { kind: 'list', items };
    }
    if (v === '{') {
      const fields: Record<string, Value> = {};
      while (peek() !== '}') {
        const k = name();
        take(':');
        fields[k] = value();
      }
      take('}');
      return { kind: 'object', fields };
    }
    if (v.startsWith('"')) return { kind: 'string', value: JSON.parse(v) };
    if (/^-?\d/.test(v)) return { kind: /[.eE]/.test(v) ? 'float' : 'int', value: Number(v) };
    if (v === 'true' || v === 'false') return { kind: 'boolean', value: v === 'true' };
    if (v === 'null') return { kind: 'null' };
    return { kind: 'enum', value: v };
  };
  const selectionSet = (): Selection[] => {
    take('{');
    const out: Selection[] = [];
    while (peek() !== '}') {
      if (peek() === '...') {
        take('...');
        take('on');
        const on = name();
        out.push({ kind: 'fragment', on, selections: selectionSet() });
        continue;
      }
      let alias: string | null = null;
      let n = name();
      if (peek() === ':') {
        take(':');
        alias = n;
        n = name();
      }
      const args: Record<string, Value> = {};
      if (peek() === '(') {
        take('(');
        while (peek() !== ')') {
          const k = name();
          take(':');
          args[k] = value();
        }
        take(')');
      }
      out.push({
        kind: 'field',
        field: { alias, name: n, args, selections: peek() === '{' ? selectionSet() : null },
      });
    }
    take('}');
    if (!out.length) throw new GraphqlError('Parse error: empty selection', 'PARSE_ERROR');
    return out;
  };

  let type: 'query' | 'mutation' = 'query';
  let opName: string | null = null;
  const variables: Operation['variables'] = {};
  if (peek() === 'query' || peek() === 'mutation') {
    type = take() as 'query' | 'mutation';
    if (peek() !== '(' && peek() !== '{') opName = name();
    if (peek() === '(') {
      take('(');
      while (peek() !== ')') {
        take('$');
        const v = name();
        take(':');
        const tr = typeRef();
        variables[v] = { type: tr.replace(/!$/, ''), nonNull: tr.endsWith('!') };
      }
      take(')');
    }
  }
  const selections = selectionSet();
  if (i !== t.length) throw new GraphqlError('Parse error: one operation per request', 'PARSE_ERROR');
  return { type, name: opName, variables, selections };
}

/** Every `$name` the operation uses. */
function usedVariables(selections: Selection[], into = new Set<string>()): Set<string> {
  const walk = (v: Value) => {
    if (v.kind === 'var') into.add(v.name);
    else if (v.kind === 'list') v.items.forEach(walk);
    else if (v.kind === 'object') Object.values(v.fields).forEach(walk);
  };
  for (const s of selections) {
    if (s.kind === 'fragment') usedVariables(s.selections, into);
    else {
      Object.values(s.field.args).forEach(walk);
      if (s.field.selections) usedVariables(s.field.selections, into);
    }
  }
  return into;
}

/** GraphQL's rules for variables: each used is declared, each declared used, non-null ones given. */
export function checkVariables(op: Operation, given: Record<string, unknown>) {
  const used = usedVariables(op.selections);
  for (const v of used)
    if (!op.variables[v])
      throw new GraphqlError(`Variable $${v} is used by ${op.name} but not declared`, 'undefinedVariable');
  for (const [v, d] of Object.entries(op.variables)) {
    if (!used.has(v))
      throw new GraphqlError(`Variable $${v} is declared by ${op.name} but not used`, 'variableNotUsed');
    if (d.nonNull && (given[v] === undefined || given[v] === null))
      throw new GraphqlError(
        `Variable $${v} of type ${d.type}! was provided invalid value`,
        'INVALID_VARIABLE',
      );
  }
  for (const v of Object.keys(given))
    if (!op.variables[v])
      throw new GraphqlError(`Variable $${v} is given but not declared`, 'INVALID_VARIABLE');
}

export function resolveValue(v: Value, vars: Record<string, unknown>): unknown {
  switch (v.kind) {
    case 'var':
      return vars[v.name] ?? null;
    case 'null':
      return null;
    case 'list':
      return v.items.map((x) => resolveValue(x, vars));
    case 'object':
      return Object.fromEntries(Object.entries(v.fields).map(([k, x]) => [k, resolveValue(x, vars)]));
    default:
      return v.value;
  }
}

/**
 * Shopify's calculated query cost, as its documentation states it: a scalar costs nothing, an
 * object 1, a connection 2 plus `first` times what one of its nodes costs; a mutation 10.
 */
export function queryCost(op: Operation, vars: Record<string, unknown>): number {
  const fieldCost = (f: Field): number => {
    if (!f.selections) return 0;
    const first = f.args.first ? Number(resolveValue(f.args.first, vars)) : null;
    if (first !== null) {
      const nodes = f.selections.find((s) => s.kind === 'field' && s.field.name === 'nodes');
      const per = nodes && nodes.kind === 'field' ? 1 + selectionCost(nodes.field.selections ?? []) : 1;
      return 2 + first * per;
    }
    return 1 + selectionCost(f.selections);
  };
  const selectionCost = (sel: Selection[]): number =>
    sel.reduce(
      (sum, s) =>
        sum +
        (s.kind === 'fragment'
          ? selectionCost(s.selections)
          : s.field.name === 'pageInfo'
            ? 0
            : fieldCost(s.field)),
      0,
    );
  if (op.type === 'mutation') return 10 * op.selections.length;
  return selectionCost(op.selections);
}

/**
 * The answer to the selection over `root`: a field is a property or a function of its arguments;
 * one the object does not have is an error, as at Shopify ("Field 'x' doesn't exist on type 'Y'").
 */
export function execute(
  selections: Selection[],
  obj: Record<string, unknown>,
  vars: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of selections) {
    if (s.kind === 'fragment') {
      if (obj.__typename === s.on) Object.assign(out, execute(s.selections, obj, vars));
      continue;
    }
    const f = s.field;
    const type = String(obj.__typename ?? 'Object');
    if (!(f.name in obj))
      throw new GraphqlError(`Field '${f.name}' doesn't exist on type '${type}'`, 'undefinedField');
    let v = obj[f.name];
    const args = Object.fromEntries(Object.entries(f.args).map(([k, x]) => [k, resolveValue(x, vars)]));
    if (typeof v === 'function') v = (v as (a: Record<string, unknown>) => unknown)(args);
    else if (Object.keys(args).length)
      throw new GraphqlError(`Field '${f.name}' on type '${type}' takes no arguments`, 'argumentNotAccepted');
    out[f.alias ?? f.name] = shape(v, f, vars, type);
  }
  return out;
}

function shape(v: unknown, f: Field, vars: Record<string, unknown>, parent: string): unknown {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.map((x) => shape(x, f, vars, parent));
  if (typeof v === 'object') {
    if (!f.selections)
      throw new GraphqlError(
        `Field '${f.name}' of type '${parent}' must have a selection of subfields`,
        'selectionMismatch',
      );
    return execute(f.selections, v as Record<string, unknown>, vars);
  }
  if (f.selections)
    throw new GraphqlError(`Selections can't be made on scalars (field '${f.name}')`, 'selectionMismatch');
  return v;
}
