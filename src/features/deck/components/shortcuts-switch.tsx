import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/shared/ui/switch';
import styles from './deck-screen.module.css';

export interface ShortcutsSwitchProps {
  rtl: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** The keyboard shortcuts' switch, with the keys in the reading direction. */
export const ShortcutsSwitch = memo(function ShortcutsSwitch({ rtl, checked, onCheckedChange }: ShortcutsSwitchProps) {
  const { t } = useTranslation('deck');
  return (
    <Switch
      className={styles.shortcuts}
      label={t('shortcuts.label')}
      description={rtl ? t('shortcuts.descriptionRtl') : t('shortcuts.description')}
      checked={checked}
      onCheckedChange={onCheckedChange}
    />
  );
});
