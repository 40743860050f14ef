import { lazyUntilOpen } from '@/shared/lib/lazy-until-open';
import type { LocationDialogProps } from './location-dialog-content';

export type { LocationDialogProps } from './location-dialog-content';

/** Change location (location-dialog-content.tsx), loaded when the screen idles or the dialog first opens. */
export const LocationDialog = lazyUntilOpen<LocationDialogProps>(
  () => import('./location-dialog-content').then((module) => module.LocationDialog),
  ({ open }) => open,
);
