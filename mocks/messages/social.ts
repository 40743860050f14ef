/** What the fake server answers for the lists, matches and feeds (spec 2). */
export const socialMessages = {
  feedNotFound: 'Feed not found',
  notMatched: 'You are not matched with this user',
  unfriended: 'Unfriended successfully',
  feedLiked: 'Feed liked',
} as const;
