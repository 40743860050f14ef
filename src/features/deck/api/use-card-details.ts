import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/shared/api/queries';
import { useSignedInSession } from '@/shared/session/use-session';
import { cardDetails, type CardDetails } from '../card-details';

/**
 * What helps a decision on a deck card beyond name, age and place: the bio and interests. The
 * deck's call (webgetpeople) carries neither, so they come from the person's profile
 * (webprofilenew), the very query the info button's profile view reads: the cards in the stack
 * load it as they sit behind the top one, and opening the profile then shows at once.
 * `load` false only reads what is already there (a card flying off).
 */
export function useCardDetails(personId: string, load: boolean): { details: CardDetails | undefined; pending: boolean } {
  const { userId } = useSignedInSession();
  const query = useQuery({
    ...callQuery('webprofilenew', { user_id: userId, friend_id: personId }),
    // A refusal (blocked, gone) only leaves the card as it was: no second try.
    retry: false,
    enabled: load,
    select: (answer) => cardDetails(answer.result),
  });
  return { details: query.data, pending: load && query.isPending };
}
