import { useCallMutation } from '@/shared/api/use-call-mutation';

/** Toggles a chat's star (webfavorite); the chat list reloads with its current filter afterwards (call-effects). */
export function useFavorite() {
  return useCallMutation('webfavorite');
}
