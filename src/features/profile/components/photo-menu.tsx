import { Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Menu } from '@/shared/ui/menu';
import styles from '../photos-page.module.css';

interface PhotoMenuProps {
  /** The photo's place, from 0. */
  place: number;
  /** The first place: already the First Look. */
  main: boolean;
  onFirstLook: () => void;
  onDelete: () => void;
}

/** A photo's options: First Look (not on the main photo) and Delete. */
export function PhotoMenu({ place, main, onFirstLook, onDelete }: PhotoMenuProps) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.menu}>
      <Menu
        label={t('photos.options', { index: place + 1 })}
        items={[
          { id: 'first-look', label: t('photos.firstLook'), icon: Star, disabled: main, onSelect: onFirstLook },
          {
            id: 'delete',
            label: t('photos.delete'),
            icon: Trash2,
            tone: 'danger',
            // The first photo cannot be deleted (docs/product/flows.md#photos). The server says so ('Profile image cannot be
            // deleted'), as it did in the carousel: the item stays, its answer is the server's.
            onSelect: onDelete,
          },
        ]}
      />
    </div>
  );
}
