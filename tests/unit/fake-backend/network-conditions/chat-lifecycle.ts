import type { ChatSocket, ChatSocketLifecycle } from '@/shared/ports/chat-socket';
import { connectFakeChat } from '@mocks/chat-server/connect';
import { signIn } from '@mocks/testing/sign-in';

/** The lifecycle events a fake chat client hears, in order: 'connect', 'disconnect:<reason>', 'connect_error:<message>'. */
export function lifecycleOf(socket: ChatSocket): string[] {
  const heard: string[] = [];
  const lifecycle = socket as unknown as ChatSocketLifecycle;
  lifecycle.on('connect', () => heard.push('connect'));
  lifecycle.on('disconnect', (reason) => heard.push(`disconnect:${reason ?? ''}`));
  lifecycle.on('connect_error', (error) => heard.push(`connect_error:${error.message}`));
  return heard;
}

/** A fake chat client with a token of the member's own, and what its lifecycle hears. */
export async function chatClientOf(memberId: string): Promise<{ socket: ChatSocket; heard: string[] }> {
  const { token } = await signIn({ memberId });
  const socket = connectFakeChat({ token, user_id: memberId });
  return { socket, heard: lifecycleOf(socket) };
}
