import { Tabs as RadixTabs } from 'radix-ui';
import { useEffect, type ComponentProps } from 'react';
import { followInputModality } from '@/shared/lib/input-modality';
import styles from './tabs.module.css';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * Styled Radix tabs. The direction comes from the app's DocumentDirectionProvider, so in Arabic the
 * first tab sits on the right and ArrowLeft moves to the next one; no `dir` prop is needed.
 *
 * `variant="pill"` is the login's segmented look, `"underline"` the lists' (All matches / Online).
 */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  // The tabs' focus ring is for the keyboard (tabs.module.css).
  useEffect(followInputModality, []);
  return <RadixTabs.Root className={join(styles.root, className)} {...props} />;
}

export function TabsList({ className, variant = 'pill', ...props }: ComponentProps<typeof RadixTabs.List> & { variant?: 'pill' | 'underline' }) {
  return <RadixTabs.List className={join(styles.list, styles[variant], className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={join(styles.trigger, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={join(styles.content, className)} {...props} />;
}
