import type { z } from 'zod';

/**
 * The drift checker's request sampler: a value the schema accepts, built from the zod declaration
 * itself, so a request the checker sends is valid by the contract, not by a copy of it. Optional
 * fields are left out (a real caller sends only what it has); the plan (check-plan.ts) gives the
 * values the server must recognise (ids read from earlier answers, the specs' test inputs).
 */

/** Texts tried in turn for a string with a format of its own: a count, a price, an age range. */
const TEXT_CANDIDATES = ['1', '9.99', '18-40', 'contract-check'];

/** A tiny real picture: PNG, 1×1 pixel. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;

export function pngBytes(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(PNG_BASE64), (character) => character.charCodeAt(0));
}

export class CannotSample extends Error {}

type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** A value `schema` accepts. Throws CannotSample for a shape the sampler does not know. */
export function sampleValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return sampleObject(schema as z.ZodObject);
    case 'string':
      return firstAccepted(schema, TEXT_CANDIDATES);
    case 'number':
    case 'int':
      return firstAccepted(schema, [1, 0, 9.99]);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [sampleValue(def.element as z.ZodType)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'readonly':
      return sampleValue(def.innerType as z.ZodType);
    case 'pipe':
      return sampleValue(def.in as z.ZodType);
    case 'union':
      return sampleValue((def.options as z.ZodType[])[0] as z.ZodType);
    case 'custom':
      // The contract's only custom field is a file (z.instanceof(Blob)): a real picture, as the client uploads one.
      return firstAccepted(schema, [new File([pngBytes()], 'contract-check.png', { type: 'image/png' })]);
    default:
      throw new CannotSample(`no sample for a zod ${def.type}`);
  }
}

/** The object's required fields sampled; its optional ones left out. */
export function sampleObject(schema: z.ZodObject): Record<string, unknown> {
  const sample: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (isOptional(field)) continue;
    sample[name] = sampleValue(field);
  }
  return sample;
}

export function isOptional(schema: z.ZodType): boolean {
  return (schema as { _zod: { optin?: string } })._zod.optin === 'optional';
}

/** The request's required fields: what a "missing field" refusal check leaves out. */
export function requiredFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !isOptional(field))
    .map(([name]) => name);
}

function firstAccepted(schema: z.ZodType, candidates: unknown[]): unknown {
  const found = candidates.find((candidate) => schema.safeParse(candidate).success);
  if (found === undefined) throw new CannotSample(`none of ${candidates.map(String).join(', ')} fits`);
  return found;
}

export type RequestCheck = { ok: true; input: Record<string, unknown> } | { ok: false; why: string };

/**
 * The request the checker sends: the sample with the plan's values on top (a value `undefined` leaves
 * a field out), checked against the declaration: a request the contract itself refuses is never sent.
 */
export function buildRequest(schema: z.ZodObject, given: Record<string, unknown>): RequestCheck {
  let input: Record<string, unknown>;
  try {
    input = { ...sampleObject(schema), ...given };
  } catch (error) {
    return { ok: false, why: `no valid request: ${(error as Error).message}` };
  }
  for (const [name, value] of Object.entries(input)) if (value === undefined) delete input[name];
  const checked = schema.safeParse(input);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { ok: false, why: `no valid request: ${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, input };
}
