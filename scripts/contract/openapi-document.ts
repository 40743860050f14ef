import { z } from 'zod';
import { accountCalls } from '@/shared/api/contract/account';
import { chatCalls } from '@/shared/api/contract/chat';
import { chatEvents, chatHandshake } from '@/shared/api/contract/chat-events';
import { languageCode, refusalSchema } from '@/shared/api/contract/common';
import type { CallDefinition, CallDescription } from '@/shared/api/contract/define-call';
import { callDescriptions } from '@/shared/api/contract/descriptions';
import { discoveryCalls } from '@/shared/api/contract/discovery';
import { helpCalls } from '@/shared/api/contract/help';
import { profileCalls } from '@/shared/api/contract/profile';
import { purchasesCalls } from '@/shared/api/contract/purchases';
import { socialCalls } from '@/shared/api/contract/social';

/**
 * The API as OpenAPI 3.1 and its chat channel as AsyncAPI 3, made from the same zod declarations the
 * client, the fake backend, the stories and the tests use (`src/shared/api/contract`). zod 4 writes JSON
 * Schema 2020-12 itself, the dialect of OpenAPI 3.1, so no converter library stands between the two.
 * `npm run contract:export` writes both to docs/api/; a unit test fails when they are out of date.
 */

type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

/** Each area module of the contract, as a tag: where the reader finds a call. */
const AREAS: Record<string, { description: string; calls: Record<string, CallDefinition> }> = {
  account: { description: 'Sign-in, sign-up, phone and the account', calls: accountCalls },
  profile: { description: 'The own profile, photos and settings', calls: profileCalls },
  purchases: { description: 'Plans, packs and payments', calls: purchasesCalls },
  discovery: { description: 'The deck, people near, the filter and profiles of people', calls: discoveryCalls },
  social: { description: 'Likes, visitors, matches, feeds and reports', calls: socialCalls },
  chat: { description: 'Chats and messages over HTTP (the real-time channel: asyncapi.json)', calls: chatCalls },
  help: { description: 'Help pages', calls: helpCalls },
};

/** The refusals every token call can meet, whatever its own rules (mocks/handlers/define-handler.ts). */
const COMMON_REFUSALS = {
  'Invalid access': 'a token call without a valid token for its user_id',
  'Invalid request': 'a body that is not the call\'s encoding',
  'Missing or invalid field: <field>': 'a field missing or not of its declared shape',
  'This account has been deactivated': 'a deactivated member\'s token (with userstatus "0")',
};

/**
 * JSON Schema for a zod schema, as what travels: what a parse by the schema accepts (its input side), so
 * an answer's extra fields are allowed, as the client's parse allows them. A file field
 * (z.instanceof(Blob)) has no JSON Schema of its own: it is a binary part of a multipart body.
 */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: written }) => {
      if (zodSchema._zod.def.type === 'custom') Object.assign(written, { type: 'string', contentMediaType: 'application/octet-stream' });
    },
  }) as JsonSchema;
  return rest;
}

/** The request's fields with `language`, which every call carries. */
function requestSchema(call: CallDefinition): JsonSchema {
  return jsonSchema(call.request.extend({ language: languageCode }));
}

/** Who may call it, from the call's `auth`: said once here rather than in each description. */
const WHO_MAY_CALL: Record<CallDefinition['auth'], string> = {
  token: '**Who may call it:** a signed-in member, with their token; a `user_id` it names must be theirs.',
  public: '**Who may call it:** anyone: no token is needed.',
};

/** The refusals a call meets whatever its own rules, by its `auth` (their messages: the `Refusal` schema). */
const COMMON_FOR: Record<CallDefinition['auth'], string> = {
  token: 'the refusals every token call can meet (an invalid token, a malformed body or field, a deactivated account: see the `Refusal` schema)',
  public: 'a malformed body or field ("Invalid request", "Missing or invalid field: <field>")',
};

/** The operation's description: what the call does, who may call it, and the refusals of its own rules. */
function operationDescription(call: CallDefinition, { description, refusals }: CallDescription): string {
  const own = Object.entries(refusals).map(([message, when]) => `- "${message}": ${when}`);
  const refused =
    own.length > 0
      ? [`**Refusals**, besides ${COMMON_FOR[call.auth]}:`, ...own].join('\n')
      : `**Refusals:** none of its own, only ${COMMON_FOR[call.auth]}.`;
  return [description, WHO_MAY_CALL[call.auth], refused].join('\n\n');
}

function operation(area: string, call: CallDefinition): Json {
  const request = requestSchema(call);
  const text = (callDescriptions as Record<string, CallDescription | undefined>)[call.name];
  if (!text) throw new Error(`${call.name} has no description: add it to src/shared/api/contract/<area>.descriptions.ts`);
  const body =
    call.encoding === 'none'
      ? {
          parameters: Object.entries((request.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
            name,
            in: 'query',
            required: ((request.required ?? []) as string[]).includes(name),
            schema,
          })),
        }
      : {
          requestBody: {
            required: true,
            content: { [call.encoding === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: request } },
          },
        };
  return {
    operationId: call.name,
    summary: text.summary,
    description: operationDescription(call, text),
    tags: [area],
    ...(call.auth === 'token' ? { security: [{ token: [] }] } : { security: [] }),
    ...body,
    responses: {
      '200': {
        description: 'The answer: accepted (`status: "true"`), or refused with the server\'s message (`status: "false"`). Refusals are answers, not HTTP errors.',
        content: {
          'application/json': {
            schema: { oneOf: [jsonSchema(call.response), { $ref: '#/components/schemas/Refusal' }] },
          },
        },
      },
    },
  };
}

export interface ContractDocuments {
  openapi: Json;
  asyncapi: Json;
}

/** Both documents, for the contract as declared now. */
export function contractDocuments(version: string): ContractDocuments {
  const operations = Object.entries(AREAS).flatMap(([area, { calls }]) => Object.values(calls).map((call) => [area, call] as const));
  const openapi = {
    openapi: '3.1.0',
    info: {
      title: 'Amora API',
      version,
      contact: { name: 'The Amora team' },
      description:
        'Every HTTP call of the Amora client, made from its zod contract (src/shared/api/contract). Calls live at `/api/<name>`; ' +
        'most are multipart POSTs. Every call carries `language` (en, fr or ar) and the server answers its texts in it. ' +
        'The chat channel (socket.io) is described in asyncapi.json beside this file.',
    },
    servers: [{ url: '/api', description: 'The API base (VITE_API_URL in the client)' }],
    tags: Object.entries(AREAS).map(([name, { description }]) => ({ name, description })),
    paths: Object.fromEntries(operations.map(([area, call]) => [`/${call.name}`, { [call.method.toLowerCase()]: operation(area, call) }])),
    components: {
      securitySchemes: {
        token: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token of the sign-in answer; the server refuses a token call without it with "Invalid access".',
        },
      },
      schemas: {
        Refusal: {
          ...jsonSchema(refusalSchema),
          description: 'Any call\'s refusal: `status: "false"` and the server\'s message; some calls add fields.',
          examples: Object.keys(COMMON_REFUSALS).map((message) => ({ status: 'false', message })),
          'x-common-messages': COMMON_REFUSALS,
        },
      },
    },
  };
  const message = (name: string, schema: z.ZodType) => ({ name, payload: jsonSchema(schema) });
  const asyncapi = {
    asyncapi: '3.0.0',
    info: {
      title: 'Amora chat channel',
      version,
      description:
        'The real-time chat, over socket.io. The client opens it with its token and user_id in the ' +
        'handshake\'s auth; the server refuses a connection without a valid pair with a connect_error "Invalid access".',
    },
    channels: {
      chat: {
        address: '/',
        messages: Object.fromEntries([
          ...Object.entries(chatEvents.emit).map(([name, schema]) => [name, message(name, schema)]),
          ...Object.entries(chatEvents.listen).map(([name, schema]) => [name, message(name, schema)]),
        ]),
      },
    },
    operations: Object.fromEntries([
      ...Object.keys(chatEvents.emit).map((name) => [`send-${name}`, { action: 'send', channel: { $ref: '#/channels/chat' }, messages: [{ $ref: `#/channels/chat/messages/${name}` }] }]),
      ...Object.keys(chatEvents.listen).map((name) => [`receive-${name}`, { action: 'receive', channel: { $ref: '#/channels/chat' }, messages: [{ $ref: `#/channels/chat/messages/${name}` }] }]),
    ]),
    components: { schemas: { Handshake: jsonSchema(chatHandshake) } },
  };
  return { openapi, asyncapi };
}

/** A document as it is committed: two-space JSON and a final newline. */
export function documentText(document: Json): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
