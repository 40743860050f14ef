import { isChatImageExtension, type ChatImageExtension } from '@/shared/api/rules';
import { uploads, uploadUrl } from '../db/uploads';
import { stableHash } from '../lib/stable-hash';
import { chatImageMessages } from '../messages/chat';

/**
 * The chat's image upload (uploadimagechat): a base64 data URL of a png, jpg,
 * jpeg or gif (docs/product/rules-and-timings.md#chat-text-and-images), checked by its declared type and by its first
 * bytes, as a server would not trust a file's name alone.
 */

const MAX_BYTES = 5 * 1024 * 1024;
const DATA_URL = /^data:image\/([a-z0-9.+-]+);base64,([a-z0-9+/]+={0,2})$/i;

/**
 * The accepted types (the shared rule's list: a missing or extra one is a type
 * error), by the data URL's subtype, with the file extension and the first bytes each must start with.
 */
const accepted: Record<ChatImageExtension, { extension: string; magic: number[] }> = {
  png: { extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpeg: { extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  jpg: { extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  gif: { extension: 'gif', magic: [0x47, 0x49, 0x46, 0x38] },
};

export type ChatImageCheck = { ok: true; imageName: string; type: string; bytes: Blob; message: string } | { ok: false; message: string };

export function checkChatImage(file: string): ChatImageCheck {
  if (file.trim() === '') return { ok: false, message: chatImageMessages.missing };
  const [, subtype = '', base64 = ''] = DATA_URL.exec(file.trim()) ?? [];
  const key = subtype.toLowerCase();
  const type = isChatImageExtension(key) ? accepted[key] : undefined;
  if (!type || !startsWith(base64, type.magic)) return { ok: false, message: chatImageMessages.invalid };
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length * 3) / 4 - padding > MAX_BYTES) return { ok: false, message: chatImageMessages.tooLarge };
  // Named by content, so the same image uploaded twice has the same name.
  return {
    ok: true,
    imageName: `chat-${stableHash(base64).toString(16)}.${type.extension}`,
    type: `image/${type.extension === 'jpg' ? 'jpeg' : type.extension}`,
    bytes: new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))]),
    message: chatImageMessages.uploaded,
  };
}

/** The checked image kept as a file (refused with StorageFullError when there is no room): its address. */
export async function keepChatImage(image: Extract<ChatImageCheck, { ok: true }>): Promise<string> {
  await uploads.keep({ name: image.imageName, type: image.type, bytes: image.bytes });
  return uploadUrl(image.imageName);
}

function startsWith(base64: string, magic: number[]): boolean {
  try {
    const head = atob(base64.slice(0, 16));
    return magic.every((byte, index) => head.charCodeAt(index) === byte);
  } catch {
    return false;
  }
}
