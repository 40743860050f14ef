import { z } from 'zod/mini';
import { isSendableText } from '@/shared/api/rules/chat';

/** The message box (docs/product/messages.md#chat): a blank text, or one over 500 characters, is not sent. */
export const composerSchema = z.object({
  text: z.string().check(z.refine(isSendableText, { message: 'enterMessage' })),
});
