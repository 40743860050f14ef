import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { TYPING_IDLE_MS } from '@/shared/api/rules/chat';
import type { ChatHub, TypingParties } from '@/shared/chat/chat-hub';

/**
 * What the member's keys tell the partner (docs/product/flows.md#chat): 'type' on the
 * first key, 'untype' after 2 s without one, or at once on send.
 */
export function useTypingSignal(hub: ChatHub | null, parties: TypingParties) {
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const context = useRef({ hub, parties });
  useLayoutEffect(() => {
    context.current = { hub, parties };
  });

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (!typing.current) return;
    typing.current = false;
    context.current.hub?.setTyping(context.current.parties, false);
  }, []);

  const keyPressed = useCallback(() => {
    if (!typing.current) {
      typing.current = true;
      context.current.hub?.setTyping(context.current.parties, true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [stop]);

  // Leaving the chat mid-sentence: the partner's indicator goes too.
  useEffect(() => stop, [stop]);

  return { keyPressed, stop };
}
