import { http, HttpResponse } from 'msw';
import { uploadedFile, UPLOAD_PATH } from '../domain/uploaded-files';

/**
 * The files members uploaded (db/uploads.ts), served where their records point: `<origin>/api/files/<name>`.
 * Public, as a server's file host is: the address is the secret, and the app shows it in an `<img>`.
 */
export const uploadedFilesHandler = http.get(`*${UPLOAD_PATH}:name`, async ({ params }) => {
  const upload = await uploadedFile(String(params.name));
  if (!upload) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(upload.bytes, { headers: { 'Content-Type': upload.type, 'Cache-Control': 'private, max-age=31536000, immutable' } });
});
