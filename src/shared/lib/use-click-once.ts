import { useCallback, useRef, useState, type FormEvent } from 'react';

export interface ClickOnce<A extends unknown[]> {
  /** Runs the action unless it is already running; a second call in the same task is ignored. */
  run: (...args: A) => void;
  /** True from the first call until the action settles (for the pending text and spinner). */
  pending: boolean;
}

/**
 * The click-once guard (docs/product/flows.md#sign-up: a submit is sent once, and the guard is
 * released when the call fails). The lock is a ref set synchronously in the handler, so a double
 * click, or three clicks in one task, start the action once: `disabled` alone
 * takes effect only after a re-render. The lock opens again when the action's
 * promise settles, whether it succeeded or failed; an action that returns
 * nothing settles at once.
 */
export function useClickOnce<A extends unknown[]>(action: (...args: A) => unknown): ClickOnce<A> {
  const locked = useRef(false);
  const [pending, setPending] = useState(false);

  const release = useCallback(() => {
    locked.current = false;
    setPending(false);
  }, []);

  const run = useCallback(
    (...args: A) => {
      if (locked.current) return;
      locked.current = true;
      setPending(true);
      let result: unknown;
      try {
        result = action(...args);
      } catch (error) {
        release();
        throw error;
      }
      void Promise.resolve(result).then(release, (error: unknown) => {
        release();
        // The action should show its own failure; one it did not expect still reaches the console.
        console.error(error);
      });
    },
    [action, release],
  );

  return { run, pending };
}

/**
 * For a toggle: a double click is one press. The guard above holds a second click only while the first
 * press's call is on its way; a fast answer, or a busy machine between the two clicks, would let it undo
 * the toggle. The second click of a double click has `detail` 2 (a key press has 0, a lone click 1).
 */
export function firstClickOnly(press: () => void): (event: { detail: number }) => void {
  return (event) => {
    if (event.detail < 2) press();
  };
}

/**
 * The guard for a form: the submit event is always kept from reloading the page,
 * and `submit` runs once until it settles (Enter, a click, three clicks alike).
 * With react-hook-form: `useSubmitOnce(handleSubmit(onValid, onInvalid))`, where
 * `onValid` returns the call's promise.
 */
export function useSubmitOnce(submit: (event: FormEvent<HTMLFormElement>) => unknown): {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
} {
  const { run, pending } = useClickOnce(submit);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      run(event);
    },
    [run],
  );
  return { onSubmit, pending };
}
