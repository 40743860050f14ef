/**
 * A story's screen width where the story runs without a real window to resize (the unit run's
 * happy-dom, whose media queries follow its viewport): `beforeEach: screenWidth(390)`. In Storybook
 * itself the story's `viewport` global sizes the frame, and this does nothing.
 */
export function screenWidth(width: number, height = 844) {
  return () => {
    const happyDOM = (window as unknown as { happyDOM?: { setViewport: (viewport: { width: number; height: number }) => void } }).happyDOM;
    if (!happyDOM) return undefined;
    const before = { width: window.innerWidth, height: window.innerHeight };
    happyDOM.setViewport({ width, height });
    return () => happyDOM.setViewport(before);
  };
}
