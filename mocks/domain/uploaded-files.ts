import { uploads, UPLOAD_PATH, type Upload } from '../db/uploads';

export { UPLOAD_PATH };

/** A file a member uploaded, by the name its address ends with. */
export function uploadedFile(name: string): Promise<Upload | undefined> {
  return uploads.read(name);
}
