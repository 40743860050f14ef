import { isUploadUrl, uploads, uploadUrl } from '../db/uploads';
import { photoCount, photoUrl } from '../lib/photos';
import { photoMessages } from '../messages/profile';
import { updateMember } from './update-member';

/** The contract's limit for one photo. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const extensionOfType: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const typeOfExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export type ReadPhoto = { ok: true; bytes: Blob; type: string; extension: string; fingerprint: string } | { ok: false; message: string };

/**
 * An uploaded file checked as a photo, with its bytes (kept as they came: db/uploads.ts) and a fingerprint
 * of its content, so the same photo uploaded twice is known. The type comes from the file's media type, or
 * from its name when the browser sent none.
 */
export async function readUploadedPhoto(file: Blob): Promise<ReadPhoto> {
  if (file.size === 0) return { ok: false, message: photoMessages.noFile };
  const type = mediaTypeOf(file);
  const extension = type ? extensionOfType[type] : undefined;
  if (!type || !extension) return { ok: false, message: photoMessages.notAnImage };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: photoMessages.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { ok: true, bytes: new Blob([bytes], { type }), type, extension, fingerprint: fingerprintOf(bytes) };
}

/** FNV-1a over the bytes, with their count: a name for the content (not a defence), a few ms for 5 MB. */
function fingerprintOf(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return `${(hash >>> 0).toString(16)}${bytes.length.toString(16)}`;
}

function mediaTypeOf(file: Blob): string | undefined {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared in extensionOfType) return declared;
  // Some browsers send no type (or a generic one) for svg and webp: trust the name's extension then.
  if (declared !== '' && declared !== 'application/octet-stream') return undefined;
  const name = file instanceof File ? file.name : '';
  const extension = name.includes('.') ? name.split('.').pop()?.toLowerCase() : undefined;
  return extension ? typeOfExtension[extension] : undefined;
}

const fixturePhotos = new Set(Array.from({ length: photoCount }, (_, index) => photoUrl(index)));

/** A photo the fake backend holds: an upload, one of the fixture photos, or a data URL (the sign-up's, and saved demos of old). */
export function isKnownPhoto(url: string): boolean {
  return isUploadUrl(url) || url.startsWith('data:image/') || fixturePhotos.has(url);
}

/** The photo kept as a file of the member's (refused with StorageFullError when there is no room): its name and address. */
export async function keepMemberPhoto(userId: string, photo: Extract<ReadPhoto, { ok: true }>): Promise<{ name: string; url: string }> {
  const name = `photo-${userId}-${photo.fingerprint}.${photo.extension}`;
  await uploads.keep({ name, type: photo.type, bytes: photo.bytes });
  return { name, url: uploadUrl(name) };
}

/** The address the photo would have as the member's: the same content twice is the same photo. */
export function memberPhotoUrl(userId: string, photo: Extract<ReadPhoto, { ok: true }>): string {
  return uploadUrl(`photo-${userId}-${photo.fingerprint}.${photo.extension}`);
}

/** Adds the photo after the member's others; the first photo stays their picture (a first photo becomes it). */
export async function addPhoto(userId: string, url: string): Promise<void> {
  await updateMember(userId, (record) => {
    record.imagess = [...record.imagess, url];
    record.images = record.imagess[0] ?? url;
  });
}

/** The photo moves first and becomes the member's picture: the "first look" others see. */
export async function setFirstLook(userId: string, photo: string): Promise<void> {
  await updateMember(userId, (record) => {
    record.imagess = [photo, ...record.imagess.filter((other) => other !== photo)];
    record.images = photo;
  });
}
