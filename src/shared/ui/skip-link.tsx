import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The first stop of the keyboard on a page: "Skip to content", shown only while focused, moves the focus
 * to the page's <main> (its id: `useId()` of the layout, so each prerendered language copy has its own).
 * The focus moves in the click handler rather than by the address's #fragment: the router would take a
 * fragment for a new location, and a fragment target that cannot take the focus leaves it where it was.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('common');
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    // Focusable for this once only: a main that keeps tabindex would take the focus of every click inside it.
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    target.focus();
  }
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
