import { db } from '../db/database';
import { clock } from '../lib/clock';
import { memberHandler, publicHandler, refuse } from './define-handler';

/** Sign-in, online status and the licence check: spec 1 sections 4 and 7. */
export const accountHandlers = [
  publicHandler('webemaillogin', async ({ input }) => {
    const email = input.email.trim().toLowerCase();
    const member = db.members.findFirst((q) => q.where({ email }));
    if (!member || !input.password || member.password !== input.password) return refuse('Email or Password Incorrect');
    const token = crypto.randomUUID();
    await db.sessions.create({ token, user_id: member.user_id, created_at: clock.now() });
    return { status: 'true', message: 'Login Successfully', peoples: { user_id: member.user_id, token } };
  }),

  memberHandler('webonlinestatus', async ({ input, member }) => {
    await db.members.update((q) => q.where({ user_id: member.user_id }), {
      data(record) {
        record.online = input.status;
        record.onlinelasttime = String(clock.now());
      },
    });
    return { status: 'true', message: 'Status updated' };
  }),

  publicHandler('checklicense', () => ({ status: 'true', result: 'valid' })),
];
