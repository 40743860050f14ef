import face1 from './welcome-faces/face-1.svg?no-inline';
import face2 from './welcome-faces/face-2.svg?no-inline';
import face3 from './welcome-faces/face-3.svg?no-inline';
import face4 from './welcome-faces/face-4.svg?no-inline';
import styles from './welcome-faces.module.css';

/**
 * Drawn portraits (the fake backend's, fixtures/photos, redrawn here as the app's own files:
 * docs/decisions/007-member-text-and-welcome-faces.md).
 */
const FACES = [face1, face2, face3, face4];

/**
 * People on the public pages' gradient (the landing, the sign-in pages), as every dating app's welcome
 * shows them: three portrait cards fanned out on a wide screen, a row of round faces by the brand on a
 * phone. Decorative: the texts beside them say what the app is. Their boxes are sized before the files
 * arrive, so nothing moves when they do.
 */
export function WelcomeFaces({ className }: { className?: string }) {
  return (
    <div className={className ? `${styles.faces} ${className}` : styles.faces} aria-hidden="true" data-testid="welcome-faces">
      {FACES.map((src) => (
        <img key={src} className={styles.face} src={src} alt="" width={400} height={500} decoding="async" fetchPriority="low" draggable={false} />
      ))}
    </div>
  );
}
