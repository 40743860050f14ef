import { contract } from '@/shared/api/contract';
import { encodeRequest } from '@/shared/api/client';
import { languageCode, type LanguageCode } from '@/shared/api/contract/common';
import type { CallDefinition } from '@/shared/api/contract/define-call';
import type { Observation } from '@mocks/seed/recorded/observations';

/**
 * The recorder's walk of a server, as the member it signs in as: the reads of the contract that hold that
 * member's world (docs/guide/contract.md#recording-a-server), sent as the app sends them (client.ts's
 * encodeRequest), each id an answer gives followed (a chat's messages and block state; with --writes, each
 * person's profile). Every answer is kept as it came: make-recorded-seed.ts checks it against the contract.
 */
export interface WalkOptions {
  baseUrl: string;
  /** A mail and password to sign in with, or a session already had. */
  signIn: { email: string; password: string } | { token: string; user_id: string };
  /**
   * Also send the reads that change the server: each person's profile (webprofilenew), which a server
   * records as a visit, seen by that person.
   */
  writes: boolean;
  /** How many cards of the deck to ask for. */
  deckSize?: number;
  timeoutMs?: number;
  /** Each call as it is answered, for a live display. */
  onCall?: (call: string, ok: boolean) => void;
}

/** Enough for any list of one member: the lists page locally, by limit. */
const LIST_LIMIT = '1000';

export async function walkServer(options: WalkOptions): Promise<Observation[]> {
  const baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const observations: Observation[] = [];
  let token: string | null = null;
  const send = async (call: CallDefinition, request: Record<string, string>, language: LanguageCode = 'en'): Promise<unknown> => {
    const { url, init } = encodeRequest(call, request, { baseUrl, getToken: () => token, getLanguage: () => language });
    let answer: unknown;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      answer = JSON.parse(await response.text());
    } catch (error) {
      answer = { status: 'false', message: `no answer as JSON: ${(error as Error).message}` };
    }
    observations.push({ call: call.name, request: { ...request, language }, answer });
    options.onCall?.(call.name, (answer as { status?: unknown } | null)?.status !== 'false');
    return answer;
  };

  let userId: string;
  if ('email' in options.signIn) {
    const login = (await send(contract.webemaillogin, { email: options.signIn.email, password: options.signIn.password })) as { peoples?: { user_id?: string; token?: string } };
    const session = login.peoples;
    if (!session?.token || !session.user_id) throw new Error(`could not sign in as ${options.signIn.email} at ${baseUrl}${contract.webemaillogin.name} (the API's base usually ends in /api/): ${JSON.stringify(login).slice(0, 200)}`);
    token = session.token;
    userId = session.user_id;
    // The password never reaches the recording.
    observations.forEach((observation) => delete observation.request.password);
  } else {
    token = options.signIn.token;
    userId = options.signIn.user_id;
  }
  const me = { user_id: userId };
  const now = () => String(Math.floor(Date.now() / 1000));

  await send(contract.admindatas, {});
  for (const language of languageCode.options) await send(contract.webhelppages, me, language);
  await send(contract.appoftheday, {});
  await send(contract.webprofile, me);
  // The counts before any message is read: reading a chat's messages marks them read on the server.
  await send(contract.webgetcounts, me);
  await send(contract.premiumlistweb, { platform: 'web' });
  await send(contract.webboostlist, { ...me, platform: 'web' });
  await send(contract.websuperlikelist, { ...me, platform: 'web' });
  const deck = (await send(contract.webgetpeople, { ...me, timestamp: now(), limit: String(options.deckSize ?? 40) })) as { peoples?: { user_id?: string }[] };
  const visitors = (await send(contract.webvisitors, me)) as { peoples?: { user_id?: string }[] };
  const likers = (await send(contract.webfriendrequests, { ...me, limit: LIST_LIMIT, type: 'like' })) as { peoples?: { user_id?: string }[] };
  const superLikers = (await send(contract.webfriendrequests, { ...me, limit: LIST_LIMIT, type: 'superlike' })) as { peoples?: { user_id?: string }[] };
  const matches = (await send(contract.webfriendslist, { ...me, limit: LIST_LIMIT })) as { peoples?: { user_id?: string }[] };
  const chats = (await send(contract.webgetchat, { ...me, search_key: '', sort: 'all', timestamp: now(), limit: LIST_LIMIT })) as { matches?: { chat_id?: string; user_id?: string }[] };
  const feeds = (await send(contract.webfeeds, me)) as { feeds?: { user_id?: string }[] };

  for (const chat of listOf(chats.matches)) {
    if (typeof chat.chat_id !== 'string') continue;
    await send(contract.blockstatus, { ...me, chatid: chat.chat_id });
    await send(contract.webgetchatmessage, { ...me, chat_id: chat.chat_id });
  }
  if (options.writes) {
    const everyone = [deck.peoples, visitors.peoples, likers.peoples, superLikers.peoples, matches.peoples, chats.matches, feeds.feeds].flatMap(listOf);
    const ids = [...new Set(everyone.map((person) => person.user_id).filter((id): id is string => typeof id === 'string' && id !== userId))];
    for (const friendId of ids) await send(contract.webprofilenew, { ...me, friend_id: friendId });
  }
  return observations;
}

/** A list an answer should hold: an answer that drifted there gives none to follow. */
function listOf<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'object' && entry !== null) : [];
}
