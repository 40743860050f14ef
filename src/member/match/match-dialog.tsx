import { lazyUntilOpen } from '@/shared/lib/lazy-until-open';
import type { MatchDialogProps } from './match-dialog-content';

export type { MatchDialogProps, MatchPartner } from './match-dialog-content';

/** "It's a Match!" (match-dialog-content.tsx), loaded when the screen idles or the first match comes. */
export const MatchDialog = lazyUntilOpen<MatchDialogProps>(
  () => import('./match-dialog-content').then((module) => module.MatchDialog),
  ({ partner }) => partner !== null,
);
