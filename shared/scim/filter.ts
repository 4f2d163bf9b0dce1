import { ApiError } from '../errors/api-error';

/**
 * SCIM filters (RFC 7644 §3.4.2.2): a small recursive-descent parser, its printer (the round
 * trip is a property test) and an evaluator on a SCIM resource as this provider renders it. No
 * library: the candidates weigh more than this module, and the grammar is one page
 * (docs/decisions/scim.md). Every failure is 400 `scim_invalid_filter`, never a 5xx.
 */
export type CompareOp = 'eq' | 'ne' | 'co' | 'sw' | 'ew' | 'gt' | 'ge' | 'lt' | 'le';
export type Literal = string | number | boolean | null;
export type Filter =
  | { kind: 'compare'; path: string; op: CompareOp; value: Literal }
  | { kind: 'present'; path: string }
  | { kind: 'and' | 'or'; left: Filter; right: Filter }
  | { kind: 'not'; filter: Filter }
  | { kind: 'valuePath'; path: string; filter: Filter };

const COMPARE_OPS = new Set<string>(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le']);
/** Longer filters are refused: no provider sends one, and parsing stays bounded. */
export const MAX_FILTER_LENGTH = 2000;
const MAX_DEPTH = 32;
/** `[urn:…:]name[.sub]`: letters, digits, `_`, `-`, `$`, and the URN's `:` and `.`. */
const ATTR_PATH = /^(?:urn:[A-Za-z0-9.:_-]+:)?[A-Za-z$][\w$-]*(?:\.[A-Za-z$][\w$-]*)?$/i;
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

type Token = { type: 'word'; text: string } | { type: 'string'; value: string } | { type: '(' | ')' | '[' | ']' };

export const invalidFilter = (why: string) => new ApiError('scim_invalid_filter', `The filter is not valid: ${why}.`);

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '(' || c === ')' || c === '[' || c === ']') {
      tokens.push({ type: c });
      i++;
    } else if (c === '"') {
      // A JSON string (RFC 7644: compValue strings are JSON strings).
      let j = i + 1;
      while (j < input.length && input[j] !== '"') j += input[j] === '\\' ? 2 : 1;
      if (j >= input.length) throw invalidFilter('a string is not closed');
      let value: unknown;
      try {
        value = JSON.parse(input.slice(i, j + 1));
      } catch {
        throw invalidFilter('a string has a bad escape');
      }
      tokens.push({ type: 'string', value: value as string });
      i = j + 1;
    } else {
      let j = i;
      while (j < input.length && !' \t\n\r()[]"'.includes(input[j]!)) j++;
      tokens.push({ type: 'word', text: input.slice(i, j) });
      i = j;
    }
  }
  return tokens;
}

/** Parses a filter; 400 `scim_invalid_filter` for anything else. */
export function parseFilter(input: string): Filter {
  if (input.length > MAX_FILTER_LENGTH) throw invalidFilter(`longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenize(input);
  let at = 0;
  const peekWord = () => {
    const t = tokens[at];
    return t?.type === 'word' ? t.text.toLowerCase() : undefined;
  };
  const expect = (type: Token['type']) => {
    if (tokens[at]?.type !== type) throw invalidFilter(`expected "${type}"`);
    at++;
  };
  const attrPath = (): string => {
    const t = tokens[at];
    if (t?.type !== 'word' || !ATTR_PATH.test(t.text)) throw invalidFilter('expected an attribute name');
    at++;
    return t.text;
  };
  const literal = (): Literal => {
    const t = tokens[at++];
    if (t?.type === 'string') return t.value;
    if (t?.type === 'word') {
      const word = t.text.toLowerCase();
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
      if (NUMBER.test(t.text) && Number.isFinite(Number(t.text))) return Number(t.text);
    }
    throw invalidFilter('expected a value (a "string", a number, true, false or null)');
  };
  const or = (depth: number): Filter => {
    let left = and(depth);
    while (peekWord() === 'or') {
      at++;
      left = { kind: 'or', left, right: and(depth) };
    }
    return left;
  };
  const and = (depth: number): Filter => {
    let left = unary(depth);
    while (peekWord() === 'and') {
      at++;
      left = { kind: 'and', left, right: unary(depth) };
    }
    return left;
  };
  const unary = (depth: number): Filter => {
    if (depth > MAX_DEPTH) throw invalidFilter('nested too deeply');
    if (peekWord() === 'not' && tokens[at + 1]?.type === '(') {
      at++;
      return { kind: 'not', filter: group(depth + 1) };
    }
    if (tokens[at]?.type === '(') return group(depth + 1);
    const path = attrPath();
    if (tokens[at]?.type === '[') {
      at++;
      const filter = or(depth + 1);
      expect(']');
      return { kind: 'valuePath', path, filter };
    }
    const op = peekWord();
    if (op === 'pr') {
      at++;
      return { kind: 'present', path };
    }
    if (!op || !COMPARE_OPS.has(op)) throw invalidFilter('expected an operator (eq, ne, co, sw, ew, gt, ge, lt, le, pr)');
    at++;
    return { kind: 'compare', path, op: op as CompareOp, value: literal() };
  };
  const group = (depth: number): Filter => {
    expect('(');
    const inner = or(depth);
    expect(')');
    return inner;
  };
  if (tokens.length === 0) throw invalidFilter('it is empty');
  const filter = or(0);
  if (at !== tokens.length) throw invalidFilter('unexpected text after the end');
  return filter;
}

/** The filter as text (parseFilter(printFilter(f)) equals f). */
export function printFilter(filter: Filter): string {
  switch (filter.kind) {
    case 'compare':
      return `${filter.path} ${filter.op} ${JSON.stringify(filter.value)}`;
    case 'present':
      return `${filter.path} pr`;
    case 'and':
    case 'or':
      return `(${printFilter(filter.left)} ${filter.kind} ${printFilter(filter.right)})`;
    case 'not':
      return `not (${printFilter(filter.filter)})`;
    case 'valuePath':
      return `${filter.path}[${printFilter(filter.filter)}]`;
  }
}

/** The conjuncts of a filter (`a and (b and c)` → a, b, c). */
export function conjuncts(filter: Filter): Filter[] {
  return filter.kind === 'and' ? [...conjuncts(filter.left), ...conjuncts(filter.right)] : [filter];
}

type Json = Record<string, unknown>;

/** The key of `object` named `name`, case-insensitively (SCIM attribute names are). */
export function keyOf(object: Json, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.keys(object).find((key) => key.toLowerCase() === lower);
}

/** Splits `urn:…:User:attr.sub` into the object the attribute lives in and its name parts. */
export function locate(resource: Json, path: string): { container: Json | undefined; names: string[] } {
  const colon = path.lastIndexOf(':');
  if (colon < 0) return { container: resource, names: path.split('.') };
  const urn = path.slice(0, colon);
  const names = path.slice(colon + 1).split('.');
  // The resource's own core schema names top-level attributes; an extension, its own object.
  const schemas = (resource.schemas as string[] | undefined) ?? [];
  if (schemas[0] && schemas[0].toLowerCase() === urn.toLowerCase()) return { container: resource, names };
  const key = keyOf(resource, urn);
  return { container: key ? (resource[key] as Json) : undefined, names };
}

/** Every value at an attribute path (multi-valued attributes flattened). */
export function valuesAt(resource: Json, path: string): unknown[] {
  const { container, names } = locate(resource, path);
  let values: unknown[] = container ? [container] : [];
  for (const name of names) {
    values = values.flatMap((value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
      const key = keyOf(value as Json, name);
      const found = key === undefined ? undefined : (value as Json)[key];
      return Array.isArray(found) ? found : found === undefined ? [] : [found];
    });
  }
  return values;
}

/** Attributes compared case-sensitively (RFC 7643 `caseExact: true`). */
const CASE_EXACT = new Set(['id', 'externalid']);

function compare(actual: unknown, op: CompareOp, expected: Literal, caseExact: boolean): boolean {
  if (expected === null) return op === 'eq' ? actual === null || actual === undefined : op === 'ne' ? actual !== null && actual !== undefined : false;
  if (typeof actual === 'string' && typeof expected === 'string') {
    const [a, b] = caseExact ? [actual, expected] : [actual.toLowerCase(), expected.toLowerCase()];
    switch (op) {
      case 'eq': return a === b;
      case 'ne': return a !== b;
      case 'co': return a.includes(b);
      case 'sw': return a.startsWith(b);
      case 'ew': return a.endsWith(b);
      case 'gt': return a > b;
      case 'ge': return a >= b;
      case 'lt': return a < b;
      case 'le': return a <= b;
    }
  }
  if (typeof actual === 'boolean' || typeof expected === 'boolean') {
    if (op === 'eq') return actual === expected;
    if (op === 'ne') return actual !== expected;
    throw invalidFilter(`"${op}" does not apply to a boolean`);
  }
  if (typeof actual === 'number' && typeof expected === 'number') {
    switch (op) {
      case 'eq': return actual === expected;
      case 'ne': return actual !== expected;
      case 'gt': return actual > expected;
      case 'ge': return actual >= expected;
      case 'lt': return actual < expected;
      case 'le': return actual <= expected;
      default: return false;
    }
  }
  return op === 'ne';
}

/** Whether a resource (or one value of a multi-valued attribute) matches the filter. */
export function matches(resource: Json, filter: Filter): boolean {
  switch (filter.kind) {
    case 'and':
      return matches(resource, filter.left) && matches(resource, filter.right);
    case 'or':
      return matches(resource, filter.left) || matches(resource, filter.right);
    case 'not':
      return !matches(resource, filter.filter);
    case 'present':
      return valuesAt(resource, filter.path).some((v) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
    case 'valuePath':
      return valuesAt(resource, filter.path).some((v) => v !== null && typeof v === 'object' && matches(v as Json, filter.filter));
    case 'compare': {
      const name = filter.path.split(/[:.]/).pop()!.toLowerCase();
      const values = valuesAt(resource, filter.path);
      if (filter.op === 'ne') return values.every((v) => compare(v, 'ne', filter.value, CASE_EXACT.has(name)));
      return values.some((v) => compare(v, filter.op, filter.value, CASE_EXACT.has(name)));
    }
  }
}
