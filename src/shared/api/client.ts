import type { LanguageCode } from './contract/common';
import type { CallName, Contract } from './contract';
import type { CallDefinition, RequestOf, ResponseOf } from './contract/define-call';
import { adoptEarlyCall } from './early-calls';
import { ApiError, isDeactivatedAccount, isInvalidAccess } from './errors';

export interface ApiClientOptions {
  /** The API base, ending with a slash: calls go to `<baseUrl><name>`. */
  baseUrl: string;
  getToken: () => string | null;
  getLanguage: () => LanguageCode;
  /** Called when the server refuses the token, before the error is thrown. */
  onInvalidAccess?: () => void;
  /** Called when the server refuses a call because the account is deactivated, before the error is thrown. */
  onDeactivated?: () => void;
  /** How long each kind of call may take before it fails as a timeout; `callTimeouts` by default. */
  timeouts?: Record<CallKind, number>;
  /** Resolves when calls may go out (the fake backend's worker is ready, in mock mode). */
  whenReady?: () => Promise<unknown>;
  /**
   * Mock mode's watch, read at each call (the fake backend starts after the client is made). The fake backend
   * answers every call in JSON, its refusals and injected faults included: an answer that is not JSON came from
   * whatever serves the page, past the worker. Such a call fails as 'unanswered' rather than as a server error, and
   * the watch hears of it. None in real mode, where such an answer is the server's error, as before.
   */
  fakeBackend?: () => FakeBackendWatch | undefined;
  /**
   * What a call that failed while the browser was offline says to the member (the app's "You are offline…" in
   * its language). Without it, a plain English sentence: the Node scripts have no member to tell.
   */
  offlineMessage?: () => string;
}

/** What mock mode does with a call the fake backend never saw. */
export interface FakeBackendWatch {
  unanswered(call: string, httpStatus: number): void;
}

/**
 * A read (a screen's data, sent by a query) and an action (a member's press that
 * changes something, an upload) fail differently: a read that hangs should give
 * way to an error with a retry soon, while an action, which is never retried
 * automatically, gets the time an upload on a slow phone needs.
 */
export type CallKind = 'read' | 'action';

export const callTimeouts: Record<CallKind, number> = { read: 8_000, action: 20_000 };

export interface CallOptions {
  /** 'action' unless said: the query options mark their calls as reads. */
  kind?: CallKind;
}

export interface ApiClient {
  /** Sends a call of the contract by name. */
  call<N extends CallName>(name: N, input: RequestOf<Contract[N]>, options?: CallOptions): Promise<ResponseOf<Contract[N]>>;
  /** Sends any call definition, including the second body shapes that share a path. */
  send<C extends CallDefinition>(definition: C, input: RequestOf<C>, options?: CallOptions): Promise<ResponseOf<C>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeouts = options.timeouts ?? callTimeouts;

  async function send<C extends CallDefinition>(definition: C, input: RequestOf<C>, { kind = 'action' }: CallOptions = {}): Promise<ResponseOf<C>> {
    // The refusal's shape comes in while the call waits for its hold, not after its answer.
    void loadCommon();
    await options.whenReady?.().catch(() => undefined);
    const sentWith = options.getToken();
    const { url, init } = encodeRequest(definition, input, options);
    const body = await fetchJson(definition.name, url, { ...init, signal: AbortSignal.timeout(timeouts[kind]) }, options.fakeBackend?.(), options.offlineMessage);
    try {
      return await decodeResponse(definition, body.json, body.status);
    } catch (error) {
      // A refusal ends the session that sent the call, not one that came after it (a sign-out and another sign-in
      // while the call was on its way): the later session's token was never refused. A call sent without a token
      // had no session to end (a read still retrying after a sign-out), and the login must not say one ended.
      const sameSession = sentWith !== null && options.getToken() === sentWith;
      if (sameSession && isInvalidAccess(error)) options.onInvalidAccess?.();
      if (sameSession && isDeactivatedAccount(error)) options.onDeactivated?.();
      throw error;
    }
  }

  return {
    send,
    // The contract is asked for beside the hold, so a first call waits for the longer of the two, not both.
    call: async (name, input, callOptions) => {
      const contract = loadContract();
      await options.whenReady?.().catch(() => undefined);
      return send((await contract).contract[name], input, callOptions);
    },
  };
}

/** Form data for POST calls, JSON for the image uploads, a query for GET; `language` always. */
export function encodeRequest(
  definition: CallDefinition,
  input: Record<string, unknown>,
  options: Pick<ApiClientOptions, 'baseUrl' | 'getToken' | 'getLanguage'>,
): { url: string; init: RequestInit } {
  const language = options.getLanguage();
  const headers = new Headers();
  const token = options.getToken();
  if (definition.auth === 'token' && token) headers.set('Authorization', `Bearer ${token}`);

  const url = `${options.baseUrl}${definition.name}`;
  if (definition.encoding === 'none') {
    return { url: `${url}?${new URLSearchParams({ language })}`, init: { method: definition.method, headers } };
  }
  if (definition.encoding === 'json') {
    headers.set('Content-Type', 'application/json');
    return { url, init: { method: definition.method, headers, body: JSON.stringify({ ...input, language }) } };
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  form.append('language', language);
  return { url, init: { method: definition.method, headers, body: form } };
}

async function fetchJson(
  call: string,
  url: string,
  init: RequestInit,
  fakeBackend?: FakeBackendWatch,
  offlineMessage: () => string = () => 'You are offline',
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    // A signed-in page's first calls may have gone out already, from shell.html (early-calls.ts).
    const early = adoptEarlyCall(url, init);
    response = (early && (await withinTimeout(early, init.signal))) || (await fetch(url, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new ApiError('timeout', call, 'The server took too long to answer', { cause: error });
    // The browser's own word, read as the call fails: offline, nothing reached the server.
    if (browserSaysOffline()) throw new ApiError('network', call, offlineMessage(), { cause: error, offline: true });
    throw new ApiError('network', call, 'The server could not be reached', { cause: error });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (fakeBackend && !isJson(response)) {
      fakeBackend.unanswered(call, response.status);
      throw new ApiError('unanswered', call, `The fake backend did not answer (${response.status} from elsewhere)`, { httpStatus: response.status, cause: error });
    }
    if (!response.ok) throw new ApiError('server', call, `Server error ${response.status}`, { httpStatus: response.status, cause: error });
    throw new ApiError('contract', call, 'The answer is not JSON', { httpStatus: response.status, cause: error });
  }
  return { status: response.status, json };
}

/** The early answer, unless the call's own timeout ends first (then as fetch would fail: its signal's reason). */
function withinTimeout<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason instanceof Error || signal.reason instanceof DOMException ? signal.reason : new DOMException('Timed out', 'TimeoutError'));
    if (signal.aborted) {
      stop();
      return;
    }
    signal.addEventListener('abort', stop, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

function browserSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');
}

/**
 * The contract (and zod with it, about 30 KB gzip) loads with the first call, not with the first page: a public page
 * sends none before its first paint (the calls are held until then: src/main.tsx), so its first route stays without
 * it (scripts/size-report.mjs charges it to the first call). The browser keeps one module per address: asking twice
 * loads once.
 */
const loadContract = () => import('./contract');
const loadCommon = () => import('./contract/common');

/** The call's own answer first; then a refusal; anything else breaks the contract. */
export async function decodeResponse<C extends CallDefinition>(definition: C, json: unknown, httpStatus = 200): Promise<ResponseOf<C>> {
  const { refusalSchema } = await loadCommon();
  const accepted = definition.response.safeParse(json);
  if (accepted.success && httpStatus < 400) return accepted.data as ResponseOf<C>;
  const refusal = refusalSchema.safeParse(json);
  if (refusal.success) throw new ApiError('refused', definition.name, refusal.data.message, { refusal: refusal.data, httpStatus });
  if (httpStatus >= 400) throw new ApiError('server', definition.name, `Server error ${httpStatus}`, { httpStatus });
  const issues = accepted.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new ApiError('contract', definition.name, `Unexpected answer from ${definition.name}: ${issues}`, { httpStatus });
}
