import type { SocialIdentity } from '@/shared/ports/social-login';
import { socialIdentities } from './social-login';

/**
 * Stands in for the provider's popup, so a reviewer or an end-to-end test
 * picks the identity in the page itself, with nothing to wire. A native modal
 * dialog keeps focus, answers Escape and is announced by screen readers.
 */
export function askWhichIdentity(): Promise<SocialIdentity> {
  return new Promise((resolve, reject) => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'fake-social-title');
    dialog.setAttribute('aria-describedby', 'fake-social-text');
    Object.assign(dialog.style, {
      border: '0',
      borderRadius: '16px',
      padding: '24px',
      maxWidth: 'min(92vw, 360px)',
      boxShadow: '0 24px 64px rgb(0 0 0 / 0.3)',
      fontFamily: 'system-ui, sans-serif',
      color: '#1c1e21',
      background: '#fff',
    });

    const title = document.createElement('h2');
    title.id = 'fake-social-title';
    title.textContent = 'Demo social login';
    Object.assign(title.style, { margin: '0 0 8px', fontSize: '1.25rem' });

    const text = document.createElement('p');
    text.id = 'fake-social-text';
    text.textContent = "This window stands in for the social network's sign-in. Choose who you are.";
    Object.assign(text.style, { margin: '0 0 16px', color: '#4b4f56' });

    let settled = false;
    const finish = (identity: SocialIdentity | null) => {
      if (settled) return;
      settled = true;
      dialog.close();
      dialog.remove();
      if (identity) resolve(identity);
      else reject(new Error('The social login window was closed'));
    };

    const choice = (label: string, onClick: () => void, primary: boolean) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      Object.assign(button.style, {
        display: 'block',
        width: '100%',
        minHeight: '44px',
        marginTop: '8px',
        border: primary ? '0' : '1px solid #ccd0d5',
        borderRadius: '8px',
        background: primary ? '#1664d9' : '#fff',
        color: primary ? '#fff' : '#1c1e21',
        font: 'inherit',
        fontWeight: '600',
        cursor: 'pointer',
      });
      button.addEventListener('click', onClick);
      return button;
    };

    dialog.append(
      title,
      text,
      choice(`Continue as ${socialIdentities.existing.name}`, () => finish(socialIdentities.existing), true),
      choice('Continue as a new person', () => finish(socialIdentities.new), true),
      choice('Cancel', () => finish(null), false),
    );
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(null);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
