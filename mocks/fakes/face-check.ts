/**
 * The face-recognition service behind checkFaceImage, checkFbFace and the
 * sign-up photo upload. It finds a face in any image by default; tests, stories
 * and the controls switch it to the two failures a reviewer should be able to see.
 */
export type FaceCheckMode = 'pass' | 'no-face' | 'mismatch';

let mode: FaceCheckMode = 'pass';

export function setFaceCheckMode(next: FaceCheckMode): void {
  mode = next;
}

export function faceCheckMode(): FaceCheckMode {
  return mode;
}
