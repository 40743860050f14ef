import { Flame, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { buttonClassName, type ButtonVariant } from './button';

/**
 * The ways on from an empty list, the same words and places on every screen: to the deck, where
 * likes, matches and chats begin, and to Find new people, where a member is seen and visited.
 */
export function GoSwipingLink({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation('ui');
  return (
    <Link className={buttonClassName(variant)} to={paths.peopleNear}>
      <Flame size={18} aria-hidden="true" />
      {t('empty.goSwiping')}
    </Link>
  );
}

export function FindPeopleLink({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation('ui');
  return (
    <Link className={buttonClassName(variant)} to={paths.findNewPeople}>
      <Search size={18} aria-hidden="true" />
      {t('empty.findPeople')}
    </Link>
  );
}
