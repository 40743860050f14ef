import { db } from '../db/database';
import { publicHandler } from './define-handler';

/** Help pages and the landing page's links: public, with or without a user id. */
export const helpHandlers = [
  publicHandler('webhelppages', () => ({
    status: 'true',
    helppages: db.helpPages.all(),
    landingpage: db.landingLinks.all(),
  })),
];
