import { useMediaQuery } from './use-media-query';

/** Whether the person asked the system for less motion: no autoplay, no sliding. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
