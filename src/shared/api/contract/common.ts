import { z } from 'zod';
import { LIKE_TYPES } from '../rules/discovery';
import { GENDERS, INTERESTED_IN } from '../rules/member';

/**
 * Building blocks shared by every area of the contract. The server speaks text:
 * booleans are 'true'/'false', counts and ids are strings. We keep them as text
 * rather than coercing, so that what we send back to the server is what it gave us.
 */

/** A text boolean: 'true' or 'false'. */
export const textBoolean = z.enum(['true', 'false']);
/** A count or an id as text, like '0' or '12'. */
export const textNumber = z.string().regex(/^\d+$/, 'expected a whole number as text');
/** An id as the server gives it; ids are opaque text. */
export const id = z.string().min(1);
/** Online flag: '1' online, anything else offline. */
export const onlineFlag = z.string();
export const platform = z.literal('web');
export const languageCode = z.enum(['en', 'fr', 'ar']);
export type LanguageCode = z.infer<typeof languageCode>;
/** The member's gender, as the sign-up rules list them. */
export const gender = z.enum(GENDERS);
/** Whom the member's deck shows. */
export const interestedIn = z.enum(INTERESTED_IN);
/** A like or a super like. */
export const likeType = z.enum(LIKE_TYPES);

/** The status of an accepted call. */
export const accepted = z.literal('true');

/**
 * The shape of every refusal, whatever the call: `status: 'false'` and the server's
 * message. Some calls add fields (webmatch adds superlike_count), hence loose.
 */
export const refusalSchema = z.looseObject({
  status: z.literal('false'),
  message: z.string(),
});
export type Refusal = z.infer<typeof refusalSchema>;

/**
 * For calls whose answer the product does not show ('not shown'), we declare the
 * minimal honest shape: a status and a message (docs/product/calls.md#what-the-product-leaves-open).
 */
export const statusMessage = z.object({ status: accepted, message: z.string() });

/** A file sent in multipart form data. */
export const fileField = z.instanceof(Blob);

/** Text lists (interests, people-for ids) travel as comma-separated text in form data. */
export const commaList = z.string();

/** Every form call carries the member's id. */
export const userId = z.object({ user_id: id });
