import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog';

export interface LocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Change location (spec 1 section 5): a place chosen from the places port's suggestions (regions
 * only), saved with websetprofile (place, lat, lon), with 'please select the location', 'please
 * select the location from dropdown' and 'Updated location'. Premium only: callers open it through
 * `usePremiumGate().requirePremium`. Used by the profile, the empty deck and Find new people.
 * A stub until the profile feature builds it.
 */
export function LocationDialog({ open, onOpenChange }: LocationDialogProps) {
  const { t } = useTranslation('location');
  return <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} />;
}
