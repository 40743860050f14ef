import { photoCount, photoUrl } from '../lib/photos';
import { photoMessages } from '../messages/profile';
import { updateMember } from './update-member';

/** Uploads are kept in the database as data URLs, which the browser persists: keep them small. */
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

export type ReadPhoto = { ok: true; dataUrl: string; extension: string } | { ok: false; message: string };

/**
 * An uploaded file as a data URL, so the photo lives in the database itself and
 * survives the browser's persistence. The type comes from the file's media type,
 * or from its name when the browser sent none.
 */
export async function readUploadedPhoto(file: Blob): Promise<ReadPhoto> {
  if (file.size === 0) return { ok: false, message: photoMessages.noFile };
  const type = mediaTypeOf(file);
  const extension = type ? extensionOfType[type] : undefined;
  if (!type || !extension) return { ok: false, message: photoMessages.notAnImage };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: photoMessages.tooLarge };
  const base64 = toBase64(new Uint8Array(await file.arrayBuffer()));
  return { ok: true, dataUrl: `data:${type};base64,${base64}`, extension };
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

/** btoa exists in browsers and Node alike; Buffer does not exist in the browser. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

const fixturePhotos = new Set(Array.from({ length: photoCount }, (_, index) => photoUrl(index)));

/** A photo the fake backend holds: an uploaded image (data URL) or one of the fixture photos. */
export function isKnownPhoto(url: string): boolean {
  return url.startsWith('data:image/') || fixturePhotos.has(url);
}

/** Adds the photo after the member's others; the first photo stays their picture (a first photo becomes it). */
export async function addPhoto(userId: string, dataUrl: string): Promise<void> {
  await updateMember(userId, (record) => {
    record.imagess = [...record.imagess, dataUrl];
    record.images = record.imagess[0] ?? dataUrl;
  });
}

/** The photo moves first and becomes the member's picture: the "first look" others see. */
export async function setFirstLook(userId: string, photo: string): Promise<void> {
  await updateMember(userId, (record) => {
    record.imagess = [photo, ...record.imagess.filter((other) => other !== photo)];
    record.images = photo;
  });
}
