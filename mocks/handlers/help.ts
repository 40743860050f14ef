import { helpPagesIn, landingLinks } from '../domain/site-content';
import { publicHandler } from './define-handler';

/** Help pages, in the call's language, and the landing page's links: public, with or without a user id. */
export const helpHandlers = [
  publicHandler('webhelppages', ({ language }) => ({
    status: 'true',
    helppages: helpPagesIn(language),
    landingpage: landingLinks(),
  })),
];
