import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { contract, type CallName, type Contract } from '@/shared/api/contract';
import { languageCode, refusalSchema, type LanguageCode, type Refusal } from '@/shared/api/contract/common';
import type { CallDefinition, ResponseOf } from '@/shared/api/contract/define-call';
import { INVALID_ACCESS } from '@/shared/api/rules';
import { applyNetwork } from '../controls/network';
import { requestLog } from '../controls/request-log';
import { inSection, StorageFullError } from '../lib/backend-section';
import { quoteInput } from '../lib/quote-input';
import type { MemberRecord } from '../db/records';
import { memberForToken } from '../domain/session-tokens';
import { accountMessages } from '../messages/account';
import { storageMessages } from '../messages/storage';
import { translateMessage } from '../messages/translations';

/** Handlers answer wherever the API base points, on any host: `<anything>/api/<name>`. */
const API_PATH = '*/api/';

type Input<N extends CallName> = z.output<Contract[N]['request']>;
type Answer<N extends CallName> = ResponseOf<Contract[N]> | Refusal;

export interface PublicContext<N extends CallName> {
  input: Input<N>;
  language: LanguageCode;
  request: Request;
}

export interface MemberContext<N extends CallName> extends PublicContext<N> {
  /** The member whose token the call carries. */
  member: MemberRecord;
}

/**
 * A call's route as the fake backend declares it: its method and path, and the MSW handler that answers it,
 * made when a request first names the call (handlers/one-route.ts), not at the fake backend's start: MSW
 * captures a stack trace for each handler it makes, and a page makes a few of the seventy calls.
 */
export interface CallRoute {
  readonly info: { readonly method: CallDefinition['method']; readonly path: string };
  /** The MSW handler of this route, made at the first request that asks for it and kept. */
  handler(): HttpHandler;
}

/**
 * The main handler of one declared call, tagged with the call's name so the
 * handler set can be a record keyed by the contract's call names
 * (handlers/index.ts): a call without its handler is then a type error.
 */
export type CallHandler<N extends CallName = CallName> = CallRoute & { readonly call: N };

/**
 * A second body shape on a path whose call already has its main handler (the chat's read of the partner on
 * webprofile, the sign-up photo on uploadimageweb): made by giving publicHandler or memberHandler a call
 * definition of its own instead of a call's name. It takes only the requests of its own shape and lets the
 * others fall through to the path's main handler, so it is listed before that one (handlers/index.ts).
 */
export type VariantHandler = CallRoute & { readonly variantOf: CallName };

/** The server's refusal: `status: 'false'` and a message, plus any field the call adds. */
export function refuse(message: string, extra: Record<string, string> = {}): Refusal {
  return { status: 'false', message, ...extra };
}

type VariantResolve<C extends CallDefinition, Context> = (
  context: Context & { input: z.output<C['request']> },
) => ResponseOf<C> | Refusal | Promise<ResponseOf<C> | Refusal>;

/** A call made before sign-in: no token is checked. */
export function publicHandler<N extends CallName>(name: N, resolve: (context: PublicContext<N>) => Answer<N> | Promise<Answer<N>>): CallHandler<N>;
export function publicHandler<C extends CallDefinition<CallName>>(variant: C, resolve: VariantResolve<C, Omit<PublicContext<CallName>, 'input'>>): VariantHandler;
export function publicHandler(call: CallName | CallDefinition<CallName>, resolve: (context: PublicContext<CallName>) => unknown): CallRoute {
  return handlerFor(call, 'public', async (context) => resolve(context));
}

export interface MemberHandlerOptions<Input = Record<string, unknown>> {
  /** Answers a deactivated member too: only the own profile does, so the app sees userstatus 0 and signs out. */
  openToDeactivated?: boolean;
  /**
   * Whether the call is the token's member's own: by default, the `user_id` it names (if any) is theirs.
   * The chat's read of its partner names the caller `own_id` (or `user_id`) instead.
   */
  isOwnCall?: (input: Input, member: MemberRecord) => boolean;
}

/**
 * A call that carries the token: refused with 'Invalid access' without a valid
 * one, or when it is not the token's member's own call (the user_id it names); refused too when
 * the member is deactivated (docs/product/fake-backend-and-demo.md#server-rules), unless the call is open to them.
 */
export function memberHandler<N extends CallName>(
  name: N,
  resolve: (context: MemberContext<N>) => Answer<N> | Promise<Answer<N>>,
  options?: MemberHandlerOptions<Input<N>>,
): CallHandler<N>;
export function memberHandler<C extends CallDefinition<CallName>>(
  variant: C,
  resolve: VariantResolve<C, Omit<MemberContext<CallName>, 'input'>>,
  options?: MemberHandlerOptions<z.output<C['request']>>,
): VariantHandler;
export function memberHandler(
  call: CallName | CallDefinition<CallName>,
  resolve: (context: MemberContext<CallName>) => unknown,
  { openToDeactivated = false, isOwnCall = namesOwnId }: MemberHandlerOptions<never> = {},
): CallRoute {
  return handlerFor(call, 'token', async (context) => {
    const member = memberOfRequest(context.request);
    if (!member || !isOwnCall(context.input as never, member)) return refuse(INVALID_ACCESS);
    if (isDeactivated(member) && !openToDeactivated) return deactivatedRefusal();
    return resolve({ ...context, member });
  });
}

function namesOwnId(input: { user_id?: unknown }, member: MemberRecord): boolean {
  return input.user_id === undefined || input.user_id === member.user_id;
}

/** A change the database could not keep was undone: the call is refused, as a server with a full disk would. */
function refuseWhenStorageFull(error: unknown): Refusal {
  if (error instanceof StorageFullError) return refuse(storageMessages.full);
  throw error;
}

function isDeactivated(member: MemberRecord): boolean {
  return member.userstatus === '0';
}

/** The refusal carries userstatus '0' beside its message, so a client in any language knows why. */
function deactivatedRefusal(): Refusal {
  return refuse(accountMessages.accountDeactivated, { userstatus: '0' });
}

/**
 * Every handler's way through a request: (a variant: is it my shape?), an injected network fault, the body
 * read and checked against the contract, the caller's check and the answer, each logged and said in the
 * call's language.
 */
function handlerFor(
  call: CallName | CallDefinition<CallName>,
  auth: CallDefinition['auth'],
  resolve: (context: PublicContext<CallName>) => Promise<unknown>,
): CallRoute {
  const variant = typeof call !== 'string';
  const definition: CallDefinition = variant ? call : contract[call];
  checkAuthKind(definition, auth);
  const route = routeFor(definition, async ({ request }) => {
    if (variant && !(await hasShapeOf(definition, request))) return undefined;
    const interrupted = await applyNetwork(definition.name);
    if (interrupted) return logged(definition, interrupted.response, `injected ${interrupted.fault}`);
    const raw = await readBody(definition, request);
    if (!raw) return logged(definition, HttpResponse.json(refuse('Invalid request')));
    const parsed = definition.request.safeParse(raw);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'request';
      return logged(definition, HttpResponse.json(refuse(`Missing or invalid field: ${quoteInput(field)}`)));
    }
    const language = languageOf(raw);
    const answer = await inSection(() => resolve({ input: parsed.data as Input<CallName>, language, request })).catch(refuseWhenStorageFull);
    return logged(definition, respond(definition, answer, language));
  });
  return variant ? Object.assign(route, { variantOf: definition.name }) : Object.assign(route, { call: definition.name });
}

/** A variant reads a copy of the body: a request of another shape goes on, whole, to the call's main handler. */
async function hasShapeOf(definition: CallDefinition, request: Request): Promise<boolean> {
  const raw = await readBody(definition, request.clone());
  return raw !== null && definition.request.safeParse(raw).success;
}

function routeFor(definition: CallDefinition, resolver: Parameters<typeof http.post>[1]): CallRoute {
  const path = `${API_PATH}${definition.name}`;
  let made: HttpHandler | undefined;
  return {
    info: { method: definition.method, path },
    handler() {
      const route = definition.method === 'GET' ? http.get : http.post;
      // MSW matches paths whatever their case (path-to-regexp's default); a server's routes are exact, so
      // `/api/WEBPROFILE` is no call: it falls through to the unknown-call answer (handlers/unknown-call.ts).
      made ??= route(path, (info) => (namesExactly(info.request, definition.name) ? resolver(info) : undefined));
      return made;
    },
  };
}

function namesExactly(request: Request, name: string): boolean {
  return new URL(request.url).pathname.endsWith(`/api/${name}`);
}

function checkAuthKind(definition: CallDefinition, auth: CallDefinition['auth']) {
  if (definition.auth !== auth) {
    throw new Error(`${definition.name} is declared '${definition.auth}' in the contract: use the matching handler kind`);
  }
}

function languageOf(raw: Record<string, unknown>): LanguageCode {
  return languageCode.catch('en').parse(raw.language);
}

/** What respond() answered, by response, so the log need not parse it back. */
const sentBodies = new WeakMap<Response, Record<string, unknown>>();

/** Every answer goes to the controls' log: the HTTP status, or the refusal's message, or the fault injected in its place. */
async function logged(definition: CallDefinition, response: Response, injected?: string): Promise<Response> {
  let outcome = injected ?? String(response.status);
  if (!injected && response.ok) {
    // The body respond() built, when it did: reading a large answer back (5,000 chat messages) cost as much as building it.
    const body = (sentBodies.get(response) ?? (await response.clone().json().catch(() => null))) as { status?: unknown; message?: unknown } | null;
    if (body?.status === 'false') outcome = `refused: ${String(body.message)}`;
  }
  requestLog.add({ kind: 'call', name: definition.name, outcome });
  return response;
}

/**
 * Only answers valid against the contract leave the fake backend: a broken handler is a server error.
 * A valid answer's `message` is then said in the call's language, as the real server does
 * (messages/translations.ts); English, and texts the table lacks, go out as the handler wrote them.
 */
function respond(definition: CallDefinition, answer: unknown, language: LanguageCode) {
  const schema = isRefusal(answer) ? refusalSchema : definition.response;
  const checked = schema.safeParse(answer);
  if (checked.success) {
    const body = inLanguage(checked.data as Record<string, unknown>, language);
    const response = HttpResponse.json(body);
    sentBodies.set(response, body);
    return response;
  }
  const problem = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  console.error(`[fake backend] ${definition.name} broke the contract: ${problem}`);
  return HttpResponse.json({ error: `${definition.name} broke the contract` }, { status: 500 });
}

/** The answer with its top-level `message` translated: nothing else (no data field) changes. */
function inLanguage(body: Record<string, unknown>, language: LanguageCode): Record<string, unknown> {
  if (language === 'en' || typeof body.message !== 'string') return body;
  const message = translateMessage(body.message, language);
  return message === body.message ? body : { ...body, message };
}

function isRefusal(answer: unknown): answer is Refusal {
  return typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status === 'false' && 'message' in answer;
}

async function readBody(definition: CallDefinition, request: Request): Promise<Record<string, unknown> | null> {
  try {
    if (definition.encoding === 'none') return Object.fromEntries(new URL(request.url).searchParams);
    if (definition.encoding === 'json') return (await request.json()) as Record<string, unknown>;
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}

function memberOfRequest(request: Request): MemberRecord | undefined {
  return memberForToken(request.headers.get('Authorization')?.replace(/^Bearer /, ''));
}
