import { createControls, type Controls } from '@mocks/controls/controls';
import { resetDatabase } from '@mocks/node';

/**
 * The demo controls as `window.__amora` offers them in the browser, for unit
 * tests: the same sign-in, scenarios and side effects. Navigation (and the
 * state link's address) is only recorded (a test renders its own route), and reset reseeds as between tests.
 */
export function testControls(): { controls: Controls; visited: string[] } {
  const visited: string[] = [];
  let seed = 42;
  const controls = createControls({
    seed: () => seed,
    async reset(next) {
      seed = next;
      await resetDatabase(next);
    },
    navigate: (path) => void visited.push(path),
    replace: (path) => void visited.push(path),
    // No router here: nothing is rendered under the signed-in area.
    leftSignedInArea: () => Promise.resolve(),
  });
  return { controls, visited };
}
