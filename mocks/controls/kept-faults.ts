import { z } from 'zod';
import { faults, type Fault } from './faults';
import { network } from './network';

/**
 * Faults asked to last across a reload. The network's faults live in the
 * page's memory and vanish with it, so a call the app makes only while it
 * starts (checklicense) could never be faulted. These are kept in the tab's
 * sessionStorage and put back before the fake backend answers its first call
 * (mocks/browser.ts), until they are removed or cleared.
 */
const STORAGE_KEY = 'amora:kept-faults';

const faultByName = z.record(z.string(), z.enum(faults));
const storedFaults = z.object({ calls: faultByName, chatEvents: faultByName });
export type KeptFaults = z.infer<typeof storedFaults>;
export type FaultTarget = keyof KeptFaults;

const none = (): KeptFaults => ({ calls: {}, chatEvents: {} });

export const keptFaults = {
  /** What is kept: a hand-edited or stale entry reads as nothing kept. */
  read(): KeptFaults {
    try {
      const parsed = storedFaults.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
      return parsed.success ? parsed.data : none();
    } catch {
      return none();
    }
  },

  /** Keeps this fault for the call or chat event, or stops keeping any (null). */
  set(target: FaultTarget, name: string, fault: Fault | null): void {
    const kept = keptFaults.read();
    const others = Object.fromEntries(Object.entries(kept[target]).filter(([key]) => key !== name));
    write({ ...kept, [target]: fault ? { ...others, [name]: fault } : others });
  },

  forget(): void {
    write(none());
  },

  /** Puts the kept faults back on the network: the page's first call after a reload meets them. */
  apply(): void {
    const kept = keptFaults.read();
    for (const [call, fault] of Object.entries(kept.calls)) network.injectCallFault(call, fault);
    for (const [event, fault] of Object.entries(kept.chatEvents)) network.injectChatFault(event, fault);
  },
};

function write(kept: KeptFaults): void {
  try {
    if (Object.keys(kept.calls).length === 0 && Object.keys(kept.chatEvents).length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // No storage (a locked-down browser): the fault still holds until the reload, as without the option.
  }
}
