/**
 * Whether the Demo controls panel is open: a tiny store, so that something outside
 * the panel's own root (the demo notice) can open it.
 */
let open = false;
const listeners = new Set<() => void>();

export const panelVisibility = {
  isOpen: (): boolean => open,
  setOpen(next: boolean): void {
    if (next === open) return;
    open = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
