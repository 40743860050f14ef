import type { z } from 'zod';

/**
 * What the drift checker says of one answer: where it leaves its schema (a JSON path), what the
 * contract expects there and what came. zod's own issues, made readable: a union's closest branch,
 * the value found at the path, and the fields beside a missing one that the contract does not know
 * (a renamed field shows as both: its old name missing, its new name unknown).
 */
export interface Drift {
  /** `$.result.user_name`, `$.peoples[0].age`. */
  path: string;
  expected: string;
  received: string;
}

type Issue = z.core.$ZodIssue;
type Key = PropertyKey;

/** The drifts of `answer` from `schema`; none when it conforms. */
export function driftsOf(schema: z.ZodType, answer: unknown): Drift[] {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return [];
  return flatIssues(parsed.error.issues, []).map((issue) => describe(issue, answer, schema));
}

/** A union's issues are its closest branch's (fewest issues), with the union's path in front. */
function flatIssues(issues: readonly Issue[], prefix: Key[]): { issue: Issue; path: Key[] }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return flatIssues(closest, path);
    }
    return [{ issue, path }];
  });
}

export function jsonPath(path: readonly Key[]): string {
  return `$${path.map((key) => (typeof key === 'number' ? `[${key}]` : /^[A-Za-z_][\w]*$/.test(String(key)) ? `.${String(key)}` : `[${JSON.stringify(String(key))}]`)).join('')}`;
}

function describe({ issue, path }: { issue: Issue; path: Key[] }, answer: unknown, schema: z.ZodType): Drift {
  const found = valueAt(answer, path);
  let received = found.present ? shown(found.value) : 'nothing (the field is missing)';
  if (!found.present && path.length > 0) {
    const unknown = unknownSiblings(answer, schema, path.slice(0, -1));
    if (unknown.length > 0) received += `; beside it, fields the contract does not know: ${unknown.join(', ')}`;
  }
  return { path: jsonPath(path), expected: expectation(issue), received };
}

function expectation(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'object' || issue.expected === 'array' ? `an ${issue.expected}` : `a ${issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1 ? shown(issue.values[0]) : `one of ${issue.values.map(shown).join(' | ')}`;
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options) ? `one of ${(issue.options as unknown[]).map(shown).join(' | ')}` : issue.message;
    case 'invalid_format':
      return 'pattern' in issue && issue.pattern ? `text matching ${issue.pattern}` : `text in the ${issue.format} format`;
    default:
      return issue.message;
  }
}

function shown(value: unknown): string {
  const text = value === undefined ? 'undefined' : typeof value === 'number' ? `${value} (a number)` : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function valueAt(root: unknown, path: readonly Key[]): { present: boolean; value?: unknown } {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !(key in value)) return { present: false };
    value = (value as Record<Key, unknown>)[key];
  }
  return { present: true, value };
}

/** The keys of the answer's object at `path` that the schema's object there does not declare. */
function unknownSiblings(answer: unknown, schema: z.ZodType, path: readonly Key[]): string[] {
  const object = valueAt(answer, path);
  const declared = objectSchemaAt(schema, path, object.value);
  if (!object.present || !declared || object.value === null || typeof object.value !== 'object') return [];
  return Object.keys(object.value).filter((key) => !(key in declared.shape));
}

type Def = { type: string } & Record<string, unknown>;

/** The object schema that describes the value at `path`, following objects, arrays, optionals and unions. */
function objectSchemaAt(schema: z.ZodType, path: readonly Key[], value: unknown): z.ZodObject | undefined {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
      return objectSchemaAt(def.innerType as z.ZodType, path, value);
    case 'union': {
      // The branch whose own fields the value fits best at this point.
      const options = def.options as z.ZodType[];
      const found = options.map((option) => objectSchemaAt(option, path, value)).filter((option) => option !== undefined);
      return found.sort((a, b) => fitOf(b, value) - fitOf(a, value))[0];
    }
    case 'object': {
      if (path.length === 0) return schema as z.ZodObject;
      const [key, ...rest] = path;
      const field = (schema as z.ZodObject).shape[String(key)] as z.ZodType | undefined;
      return field && objectSchemaAt(field, rest, value);
    }
    case 'array': {
      const [, ...rest] = path;
      return path.length === 0 ? undefined : objectSchemaAt(def.element as z.ZodType, rest, value);
    }
    default:
      return undefined;
  }
}

function fitOf(schema: z.ZodObject, value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return Object.keys(value).filter((key) => key in schema.shape).length;
}
