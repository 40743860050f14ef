/** What the fake server answers for the lists, matches and feeds (docs/product/messages.md). */
export const socialMessages = {
  feedNotFound: 'Feed not found',
  notMatched: 'You are not matched with this user',
  unfriended: 'Unfriended successfully',
  feedLiked: 'Feed liked',
  // A like is once only (docs/product/flows.md#feed-like): the second is refused, as a server guarding its count would.
  feedAlreadyLiked: 'You already liked this feed',
} as const;
