import type { CallDescriptions } from './define-call';
import type { helpCalls } from './help';

/** What the help call does (the API reference's text; the app never imports this file). */
export const helpDescriptions = {
  webhelppages: {
    summary: 'Reads the help pages and the landing page\'s links',
    description:
      'In the call\'s language. user_id is sent when signed in and left out on the public help. Each page\'s description is HTML: the client ' +
      'renders it only through its sanitizing component.',
    refusals: {},
  },
} satisfies CallDescriptions<typeof helpCalls>;
