import { z } from 'zod/mini';

/**
 * The problem of a one-time code not yet typed whole. The code's button waits for the whole code, so a
 * form names no words for it (its `describe` answers null).
 */
export const WHOLE_CODE = 'wholeCode';

/** A form of one field, the one-time code of `length` digits (the mailed code, the SMS code). */
export const oneTimeCodeSchema = (length: number) => z.object({ code: z.string().check(z.length(length, { message: WHOLE_CODE })) });

export type OneTimeCode = z.infer<ReturnType<typeof oneTimeCodeSchema>>;
