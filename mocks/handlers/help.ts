import { db } from '../db/database';
import { publicHandler } from './define-handler';

/** Help pages, in the call's language, and the landing page's links: public, with or without a user id. */
export const helpHandlers = [
  publicHandler('webhelppages', ({ language }) => ({
    status: 'true',
    helppages: db.helpPages
      .all()
      .filter((page) => page.language === language)
      .map(({ id, title, description }) => ({ id, title, description })),
    landingpage: db.landingLinks.all(),
  })),
];
