import type { z } from 'zod';

/**
 * One HTTP call of the API, declared once. The API client, the fake backend's
 * handlers, the database, the factories and the tests all derive from these.
 */
export interface CallDefinition<
  Name extends string = string,
  Request extends z.ZodObject = z.ZodObject,
  Response extends z.ZodType = z.ZodType,
> {
  /** The path under the API base: `/api/<name>`. */
  name: Name;
  method: 'GET' | 'POST';
  /**
   * How the request body travels: multipart form data (most calls), a JSON body
   * (the base64 image uploads), or nothing (GET calls; `language` goes in the query).
   */
  encoding: 'multipart' | 'json' | 'none';
  /** 'token': the call carries the stored token and the server refuses it without ('Invalid access'). */
  auth: 'token' | 'public';
  /** The fields the client sends, besides `language` which every call carries. */
  request: Request;
  /** The answer when the server accepts the call. A refusal has its own shape, see `refusalSchema`. */
  response: Response;
}

export function defineCall<const Name extends string, Request extends z.ZodObject, Response extends z.ZodType>(
  definition: CallDefinition<Name, Request, Response>,
): CallDefinition<Name, Request, Response> {
  return definition;
}

export type RequestOf<C extends CallDefinition> = z.input<C['request']>;
export type ResponseOf<C extends CallDefinition> = z.output<C['response']>;

/**
 * What a call does, for the API reference (docs/api/openapi.json): written once per call in the
 * `<area>.descriptions.ts` file beside the area's declarations. Kept apart from the call definitions on
 * purpose: the app imports the definitions, and these texts must not ride along into its bundle; only the
 * export script and the tests import them.
 */
export interface CallDescription {
  /** One line: what the call does, as the reference's operation title. */
  summary: string;
  /** What it does and when the client sends it; who may call it is derived from `auth`. */
  description: string;
  /**
   * The refusals of the call's own rules, by the fake backend's message (mocks/messages/*.ts), each with
   * when it is given. The refusals every token call can meet are the reference's `Refusal` schema's.
   */
  refusals: Readonly<Record<string, string>>;
}

/** One description for each call of an area, and none for a call that does not exist. */
export type CallDescriptions<Calls extends Record<string, CallDefinition>> = { readonly [Name in keyof Calls]: CallDescription };
