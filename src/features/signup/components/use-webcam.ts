import { useCallback, useEffect, useRef, useState } from 'react';
import { captureFrame } from '../image-files';

export type CameraStatus = 'starting' | 'live' | 'blocked';

/** The product's camera: 1280x720, front-facing, no sound (docs/product/rules-and-timings.md#webcam). */
const CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
  audio: false,
};

const cameraSupported = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The front camera while the component is mounted. 'blocked' covers a refused
 * permission, no camera, and pages without https (where browsers hide the
 * camera API): the screen then offers a file instead.
 */
export function useWebcam() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>(() => (cameraSupported() ? 'starting' : 'blocked'));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!cameraSupported()) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia(CONSTRAINTS)
      .then((granted) => {
        stream = granted;
        if (cancelled) return stopAll(granted);
        const video = videoRef.current;
        if (video) {
          video.srcObject = granted;
          void video.play().catch(() => undefined);
        }
        setStatus('live');
      })
      .catch(() => {
        if (!cancelled) setStatus('blocked');
      });
    return () => {
      cancelled = true;
      if (stream) stopAll(stream);
    };
  }, [attempt]);

  const retry = useCallback(() => {
    if (!cameraSupported()) return;
    setStatus('starting');
    setAttempt((count) => count + 1);
  }, []);

  const capture = useCallback(() => (videoRef.current ? captureFrame(videoRef.current) : null), []);

  return { videoRef, status, retry, capture };
}

function stopAll(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
