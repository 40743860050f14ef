import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useChatHub } from '@/shared/chat/use-chat-hub';
import { providePorts } from '@/shared/ports/ports';
import { readSession, sessionEndReason, startSession } from '@/shared/session/session';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { requestLog } from '@mocks/controls/request-log';
import { fakePorts } from '@mocks/fakes';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';

const REGULAR = demoAccounts.regular.user_id;

/**
 * The hook opens the channel with the session's own token. A token the chat
 * server refuses ('Invalid access') ends the session as expired, as a refused
 * call does: the route guard then shows the login with its expired notice.
 */

const chatLog = () => requestLog.entries().filter((entry) => entry.kind === 'chat' && entry.name === 'connect');

beforeEach(() => {
  providePorts(fakePorts);
});

afterEach(() => {
  stopFakeChatServer();
  requestLog.clear();
});

describe('useChatHub', () => {
  it("ends the session as expired when the chat server answers 'Invalid access'", async () => {
    // A token the fake backend never issued (a revoked one looks the same to it).
    startSession({ userId: REGULAR, token: 'revoked-token' });
    const { result } = renderHook(() => useChatHub());
    await waitFor(() => expect(readSession()).toBeNull());
    expect(sessionEndReason()).toBe('expired');
    expect(chatLog()).toEqual([expect.objectContaining({ outcome: 'refused: Invalid access' })]);
    // The session is gone, and the channel with it.
    expect(result.current).toBeNull();
  });

  it("connects with the session's token and keeps the session", async () => {
    await signIn({ memberId: REGULAR });
    const { result } = renderHook(() => useChatHub());
    await waitFor(() => expect(chatLog()).toEqual([expect.objectContaining({ outcome: `as ${REGULAR}` })]));
    expect(result.current).not.toBeNull();
    expect(readSession()).toMatchObject({ userId: REGULAR });
    expect(sessionEndReason()).toBeNull();
  });
});
