import { z } from 'zod';
import { defineCall } from './define-call';
import { accepted, id } from './common';

/** Help pages: docs/product/screens-and-routes.md#help-pages, docs/product/calls.md#profile-and-settings. */

export const helpPage = z.object({
  id,
  title: z.string(),
  /** HTML from the server: render it only through the sanitizing component. */
  description: z.string(),
});
export type HelpPage = z.infer<typeof helpPage>;

/** The landing page's links; the first three are facebook, twitter and google. */
export const landingLink = z.object({ title: z.string(), url: z.string() });

export const webhelppages = defineCall({
  name: 'webhelppages',
  method: 'POST',
  encoding: 'multipart',
  auth: 'public',
  // user_id is sent when signed in and left out on the public page.
  request: z.object({ user_id: id.optional() }),
  response: z.object({ status: accepted, helppages: z.array(helpPage), landingpage: z.array(landingLink) }),
});

export const helpCalls = { webhelppages };
