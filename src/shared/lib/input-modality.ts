/**
 * Which input the member used last, on `<html data-input="pointer|keyboard">`, for the few controls whose
 * focus Chromium shows as `:focus-visible` after a mouse click: a tab focused again by script when its
 * list re-renders under the pointer. Their ring then stays for the keyboard alone. Installed once, by the
 * first such control.
 */
let installed = false;

export function followInputModality(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const root = document.documentElement;
  const mark = (input: 'pointer' | 'keyboard') => () => {
    if (root.dataset.input !== input) root.dataset.input = input;
  };
  document.addEventListener('pointerdown', mark('pointer'), { capture: true, passive: true });
  document.addEventListener('keydown', mark('keyboard'), { capture: true, passive: true });
}
