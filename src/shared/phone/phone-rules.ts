import { z } from 'zod/mini';
import { canReceiveSms, normalizePhone } from '@/shared/api/rules';

/**
 * The number step of the phone verification: a number an SMS can reach, with its country code; it travels
 * as the account keeps it (normalised). The message is a key of the widget's texts.
 */
export const phoneNumberSchema = z.object({
  phone: z.pipe(z.string().check(z.refine(canReceiveSms, { message: 'invalidNumber' })), z.transform(normalizePhone)),
});
