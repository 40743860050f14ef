/**
 * The conversation is one stop of the Tab key; inside it, the arrow keys move between the messages'
 * actions (a received text's Translate, a voice message's player), which stay out of the Tab order.
 * Without this, each received message was one more Tab between the message box and the chat's menu.
 */

/** Marks an action inside a message (`data-message-action=""`): reached with the arrow keys, not with Tab. */
export const MESSAGE_ACTION = 'data-message-action';

export interface ActionPlace {
  /** The action's top and bottom, in the same coordinates as the view's. */
  top: number;
  bottom: number;
}

/**
 * Which action (index into `places`, in reading order) an arrow key focuses, or undefined to let the key
 * scroll the list as usual (no action that way among the drawn rows: scrolling draws more).
 * `current` is the focused action's index, or -1 when the list itself has the focus: then Up starts at
 * the lowest action in view (the latest messages are at the bottom), Down at the highest.
 */
export function actionAfterKey(key: string, places: readonly ActionPlace[], current: number, view: ActionPlace): number | undefined {
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return undefined;
  const up = key === 'ArrowUp';
  if (current >= 0) {
    const next = current + (up ? -1 : 1);
    return next >= 0 && next < places.length ? next : undefined;
  }
  const inView = places.map((place, index) => ({ place, index })).filter(({ place }) => place.bottom > view.top && place.top < view.bottom);
  const pick = up ? inView.at(-1) : inView[0];
  return pick?.index;
}
