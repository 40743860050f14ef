/**
 * The one wait of the stories' play functions, for a state that comes after a call or a screen's own delay
 * (Testing Library's 1 s default is for what is already on its way): the longest a story's state takes, a read's
 * own limit (8 s) and the retry that follows, with room for a loaded machine. A wait ends as soon as its state
 * shows, so the bound only costs time when a story is broken.
 */
export const STORY_WAIT = { timeout: 15_000 } as const;
