// A simulated partner's pauses before a reply (partner-replies.ts), apart so the journeys can read them without the
// fake backend's modules.

/** The partner "reads" before the typing indicator shows. */
export const READING_MS = 400;
/** Typing lasts between these, then the reply arrives. */
export const TYPING_MIN_MS = 1500;
export const TYPING_MAX_MS = 3000;
