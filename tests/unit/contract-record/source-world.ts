import { decryptMessage } from '@/shared/lib/message-cipher';
import type { Observation } from '@mocks/seed/recorded/observations';

/** The personal values a walk of a server saw, by kind, to prove none reaches a scrubbed recording. */
export interface SourceValues {
  names: Set<string>;
  mails: Set<string>;
  phones: Set<string>;
  /** Bios and chat texts, decrypted. */
  texts: Set<string>;
  /** The chat texts as the server stored them (encrypted). */
  cipherTexts: Set<string>;
}

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

export function sourceValues(observations: readonly Observation[]): SourceValues {
  const values: SourceValues = { names: new Set(), mails: new Set(), phones: new Set(), texts: new Set(), cipherTexts: new Set() };
  const add = (set: Set<string>, value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '') set.add(value);
  };
  for (const { call, answer } of observations) {
    const body = (answer ?? {}) as Json;
    const result = (body.result ?? {}) as Json;
    if (call === 'webprofile' || call === 'webprofilenew') {
      add(values.names, result.user_name);
      add(values.mails, result.email);
      add(values.phones, result.phone);
      add(values.texts, result.bio);
    }
    for (const entry of [...list(body.peoples), ...list(body.matches), ...list(body.feeds)]) add(values.names, entry.user_name);
    for (const chat of list(body.matches)) {
      add(values.cipherTexts, chat.message);
      add(values.texts, decryptMessage(String(chat.message ?? '')));
    }
    for (const message of list(body.chats)) {
      add(values.cipherTexts, message.message);
      add(values.texts, decryptMessage(String(message.message ?? '')));
    }
  }
  return values;
}

/** A HAR log of the observations, as a browser's DevTools saves one: multipart bodies as text, answers as JSON text. */
export function harOf(observations: readonly Observation[], apiBase: string) {
  const boundary = '----WebKitFormBoundaryRecorded7';
  const body = (fields: Record<string, string>) =>
    `${Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')}--${boundary}--\r\n`;
  return {
    log: {
      version: '1.2',
      entries: observations.map(({ call, request, answer }) => ({
        request: {
          method: 'POST',
          url: `${apiBase}${call}`,
          queryString: [],
          postData: { mimeType: `multipart/form-data; boundary=${boundary}`, text: body(request) },
        },
        response: { status: 200, content: { mimeType: 'application/json', text: JSON.stringify(answer) } },
      })),
    },
  };
}
