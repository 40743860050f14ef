import { WifiOff } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './offline-banner.module.css';

export interface OfflineBannerProps {
  offline: boolean;
  /** The banner's height now (0 when empty), for the full-height screens to leave it its room. */
  onBlockSize: (size: number) => void;
}

/**
 * "You are offline…" across the top of the signed-in area while the browser says so (docs/product/offline.md):
 * said once, a status in one live region that is always in the page (so the line is announced when it appears,
 * and the region simply empties when the network is back), rather than a toast for each call that fails meanwhile.
 */
export function OfflineBanner({ offline, onBlockSize }: OfflineBannerProps) {
  const { t } = useTranslation('shell');
  const region = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    onBlockSize(element.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onBlockSize(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [offline, onBlockSize]);

  return (
    // The live region is always there (what appears in it is announced); the status itself only while offline, so an
    // empty region is no status to find beside the screen's own.
    <div ref={region} className={styles.region} aria-live="polite">
      {offline ? (
        <p className={styles.banner} role="status">
          <WifiOff aria-hidden="true" className={styles.icon} />
          {t('offline')}
        </p>
      ) : null}
    </div>
  );
}
