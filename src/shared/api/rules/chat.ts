/** The chat's field rules (docs/product/rules-and-timings.md#chat-text-and-images). */

/** Chat text: at most 500 characters; blank or whitespace-only is not sent. */
export const CHAT_TEXT_MAX = 500;
export const isSendableText = (text: string) => text.trim() !== '' && text.length <= CHAT_TEXT_MAX;

/** Accepted chat images, by file extension (case-insensitive). */
export const CHAT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export type ChatImageExtension = (typeof CHAT_IMAGE_EXTENSIONS)[number];

export function isChatImageExtension(extension: string): extension is ChatImageExtension {
  return CHAT_IMAGE_EXTENSIONS.some((accepted) => accepted === extension.toLowerCase());
}

export function isAcceptedChatImageName(fileName: string): boolean {
  const extension = fileName.includes('.') ? fileName.split('.').pop() : undefined;
  return extension !== undefined && isChatImageExtension(extension);
}

/** The typing indicator: 'untype' is sent after 2 s without a key. */
export const TYPING_IDLE_MS = 2000;
