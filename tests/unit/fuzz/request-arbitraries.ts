import fc from 'fast-check';
import { z } from 'zod';
import type { CallDefinition } from '@/shared/api/contract/define-call';

/**
 * Requests generated from the contract's own request schemas (src/shared/api/contract): valid ones, and
 * near-valid ones, a valid request with one thing wrong. No maintained zod → fast-check bridge supports
 * zod 4 (zod-fast-check 0.10 wants zod 3 and fast-check 3), and the contract's requests use few shapes:
 * objects of strings (some with a pattern or a minimum length), enums, literals, optionals and one file.
 * That is all this reads; a shape it does not know fails loudly, so a new one gets its generator (decision 016).
 */

/** The ids worth trying: the members, partners and chats of the default seed, and ids nobody has. */
export interface IdPool {
  /** The signed-in member's id: a call naming another member's id is refused before anything else. */
  memberId: string;
  /** Ids that mean something in the seed (members, partners, chats, plans, feeds). */
  known: readonly string[];
}

export type Body = Record<string, unknown>;

/** How a near-valid request differs from a valid one. */
export type Mutation =
  | 'none'
  | 'field missing'
  | 'field empty'
  | 'field off-pattern'
  | 'field off-enum'
  | 'field very long'
  | 'field hostile text'
  | 'field a file'
  | 'file a text'
  | 'unknown field'
  | 'no token'
  | "another member's token"
  | 'body not a form';

export interface FuzzCase {
  body: Body;
  mutation: Mutation;
  /** The field the mutation touched, when it touched one. */
  field?: string;
}

type FieldSchema = z.ZodType;

const hostileTexts = ['<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '\u0000\u0001\u202e', '😀'.repeat(50), '%00', '${7*7}', '   '];
const offPatternTexts = ['-1', '1.5', 'abc', ' 1', '1 ', '１２', '0x10', '1e3', 'NaN', '18-', '-18-80', '99999999999999999999999'];

function patternsOf(schema: z.ZodString): RegExp[] {
  return schema._zod.def.checks?.flatMap((check) => {
    const definition: object = check._zod.def;
    return 'pattern' in definition && definition.pattern instanceof RegExp ? [definition.pattern] : [];
  }) ?? [];
}

/**
 * Values the app itself sends in these fields: random text rarely passes a handler's own rules (a real
 * mail and password, an age range), and the rules behind those are worth reaching too.
 */
const plausible: Readonly<Record<string, readonly string[]>> = {
  email: ['free@demo.test', 'premium@demo.test', 'inactive@demo.test', 'new.member@example.test'],
  password: ['demo1234'],
  old_password: ['demo1234'],
  new_password: ['new-pass-1234'],
  phone: ['+15550100001', '+15550100999'],
  age: ['18-80', '25-35', '29'],
  distance: ['100', '5'],
  lat: ['48.8566'],
  lon: ['2.3522'],
  place: ['Paris'],
  location: ['Paris'],
  gender: ['male', 'female', 'everyone'],
  people_for: ['1', '1,2'],
  peopleforid: ['1'],
  dob: ['1995-04-12'],
  name: ['Alex'],
  user_name: ['Alex'],
  bio: ['Hello there'],
  timestamp: ['1793534400'],
  limit: ['8', '20'],
  search_key: ['', 'a'],
  chat_time: ['1793534400'],
  message: ['U2FsdGVkX1+cipher'],
  hostname: ['localhost', 'amora.example.test'],
  pay_nonce: ['fake-valid-nonce', 'fake-processor-declined-visa-nonce'],
  price: ['9.99', '4.99'],
  currency_code: ['USD'],
};

function stringArbitrary(name: string, schema: z.ZodString, ids: IdPool): fc.Arbitrary<string> {
  const generated = stringFromShape(name, schema, ids);
  const values = plausible[name];
  return values ? fc.oneof(generated, fc.constantFrom(...values)) : generated;
}

function stringFromShape(name: string, schema: z.ZodString, ids: IdPool): fc.Arbitrary<string> {
  const [pattern] = patternsOf(schema);
  if (pattern) {
    const fitting = ids.known.filter((known) => pattern.test(known));
    return fitting.length > 0 ? fc.oneof(fc.stringMatching(pattern, { size: 'xsmall' }), fc.constantFrom(...fitting)) : fc.stringMatching(pattern, { size: 'xsmall' });
  }
  const idLike = (schema.minLength ?? 0) > 0 || /(^|_)id$|id$/i.test(name);
  if (idLike) {
    // The member's own id mostly: most calls check it first, and the rules behind it are what is worth reaching.
    const ownId = name === 'user_id' || name === 'sender_id' ? [{ weight: 6, arbitrary: fc.constant(ids.memberId) }] : [];
    return fc.oneof(...ownId, { weight: 4, arbitrary: fc.constantFrom(...ids.known) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) });
  }
  return fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', 'free@demo.test', 'demo1234', 'Paris', '48.85', '2.35', 'true', '1'), fc.string({ unit: 'grapheme', maxLength: 20 }));
}

/** A valid value for one field of a request. */
export function validValue(name: string, schema: FieldSchema, ids: IdPool): fc.Arbitrary<unknown> {
  // Left out two times in three: a call of many optional fields (websetprofile) then carries a few, as the app sends it.
  if (schema instanceof z.ZodOptional) return fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: validValue(name, schema.unwrap() as FieldSchema, ids) });
  if (schema instanceof z.ZodString) return stringArbitrary(name, schema, ids);
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]));
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...([...schema.values] as unknown[]));
  if (schema instanceof z.ZodCustom) return fileArbitrary();
  throw new Error(`no generator for a request field of type ${schema.def.type} (${name}): add one to tests/unit/fuzz/request-arbitraries.ts`);
}

function fileArbitrary(): fc.Arbitrary<File> {
  return fc
    .tuple(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('photo.png', 'photo.jpg', 'notes.txt', 'x', 'a.gif'), fc.constantFrom('image/png', 'image/jpeg', 'text/plain', ''))
    .map(([bytes, name, type]) => new File([bytes], name, { type }));
}

function innerOf(schema: FieldSchema): FieldSchema {
  return schema instanceof z.ZodOptional ? (schema.unwrap() as FieldSchema) : schema;
}

/** The mutations that make sense for one field, given its schema. */
function fieldMutations(schema: FieldSchema): fc.Arbitrary<{ mutation: Mutation; value: unknown }>[] {
  const inner = innerOf(schema);
  const mutations: fc.Arbitrary<{ mutation: Mutation; value: unknown }>[] = [
    fc.constant({ mutation: 'field missing' as const, value: undefined }),
    fc.constant({ mutation: 'field empty' as const, value: '' }),
    fc.constantFrom(...hostileTexts).map((value) => ({ mutation: 'field hostile text' as const, value })),
    fc.constantFrom(10_000, 200_000).map((length) => ({ mutation: 'field very long' as const, value: '9'.repeat(length) })),
  ];
  if (inner instanceof z.ZodString && patternsOf(inner).length > 0) mutations.push(fc.constantFrom(...offPatternTexts).map((value) => ({ mutation: 'field off-pattern' as const, value })));
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) {
    mutations.push(fc.constantFrom('maybe', 'TRUE', 'All', 'Web', '0', 'null').map((value) => ({ mutation: 'field off-enum' as const, value })));
  }
  if (inner instanceof z.ZodCustom) mutations.push(fc.constantFrom('photo.png', 'data:image/png;base64,AAAA').map((value) => ({ mutation: 'file a text' as const, value })));
  else mutations.push(fileArbitrary().map((value) => ({ mutation: 'field a file' as const, value })));
  return mutations;
}

function validBody(call: CallDefinition, ids: IdPool): fc.Arbitrary<Body> {
  const shape = call.request.shape as Record<string, FieldSchema>;
  const fields = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, validValue(name, schema, ids)]));
  return fc.record(fields).map((body) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
}

/** Valid requests (about a third) and near-valid ones: one field, the token or the body wrong. */
export function requestArbitrary(call: CallDefinition, ids: IdPool): fc.Arbitrary<FuzzCase> {
  const shape = call.request.shape as Record<string, FieldSchema>;
  const names = Object.keys(shape);
  const valid = validBody(call, ids).map((body): FuzzCase => ({ body, mutation: 'none' }));
  const wholeRequest: fc.Arbitrary<FuzzCase>[] = [
    validBody(call, ids).map((body): FuzzCase => ({ body: { ...body, surprise: 'field' }, mutation: 'unknown field' })),
    validBody(call, ids).map((body): FuzzCase => ({ body, mutation: 'body not a form' })),
  ];
  if (call.auth === 'token') {
    wholeRequest.push(validBody(call, ids).map((body): FuzzCase => ({ body, mutation: 'no token' })));
    wholeRequest.push(validBody(call, ids).map((body): FuzzCase => ({ body, mutation: "another member's token" })));
  }
  const oneField =
    names.length === 0
      ? []
      : [
          fc
            .constantFrom(...names)
            .chain((name) => {
              const schema = shape[name];
              if (!schema) throw new Error(`no field ${name}`);
              return fc.tuple(validBody(call, ids), fc.constant(name), fc.oneof(...fieldMutations(schema)));
            })
            .map(([body, field, { mutation, value }]): FuzzCase => {
              const changed = { ...body };
              if (value === undefined) delete changed[field];
              else changed[field] = value;
              return { body: changed, mutation, field };
            }),
        ];
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: fc.oneof(...wholeRequest) }, ...oneField.map((arbitrary) => ({ weight: 3, arbitrary })));
}
