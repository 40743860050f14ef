/** Photos up to this size travel as chosen; bigger ones are scaled down first. */
const SEND_AS_IS_BYTES = 1_500_000;
const MAX_SIDE = 1280;
const JPEG_QUALITY = 0.85;

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Not an image'));
    image.src = src;
  });
}

/**
 * A chosen photo as a data URL, the shape the sign-up upload and the face check
 * take. A phone camera's 10 MB photo is scaled to 1280 px as a jpeg first; if
 * the browser cannot, the original goes.
 */
export async function photoAsDataUrl(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  if (file.size <= SEND_AS_IS_BYTES) return original;
  try {
    const image = await loadImage(original);
    const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.naturalWidth * scale);
    canvas.height = Math.round(image.naturalHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return original;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  } catch {
    return original;
  }
}

/** The current frame of a playing video as a jpeg data URL, as the camera sees it (not mirrored). */
export function captureFrame(video: HTMLVideoElement): string | null {
  if (!video.videoWidth || !video.videoHeight) return null;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
