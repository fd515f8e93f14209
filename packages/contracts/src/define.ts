import type { z } from 'zod';

/**
 * Who may make a call: anyone, a signed-in member or agent, anyone with an optional session, or
 * back-office staff (a staff session, checked against the call's policy; docs/decisions/1000).
 */
export type CallAuth = 'none' | 'token' | 'optional' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly kind: 'call';
  /** Unique id, `<area>.<action>`; used for OpenAPI operation ids and logs. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: CallAuth;
  /** The body travels sealed by the payload codec of crypto.ts. */
  readonly encrypted: boolean;
  /** Body encoding for writes; `form` is application/x-www-form-urlencoded. */
  readonly bodyType: 'json' | 'form';
  /** Query (GET, DELETE) or body (POST, PUT) schema. */
  readonly request: Req;
  /** Schema of `value` in the success envelope. */
  readonly response: Res;
  readonly summary: string;
  /** Answered while the brand is in maintenance or the visitor is region-blocked. */
  readonly open: boolean;
  /** Answers trial (type 4) accounts; false makes a call a gated action. */
  readonly allowTrial: boolean;
  /** Agent types only (1, 2, 41, 42). */
  readonly agentOnly: boolean;
}

type CallInput<Req extends z.ZodType, Res extends z.ZodType> = Pick<
  CallDef<Req, Res>,
  'id' | 'method' | 'path' | 'auth' | 'request' | 'response' | 'summary'
> &
  Partial<Pick<CallDef<Req, Res>, 'encrypted' | 'bodyType' | 'open' | 'allowTrial' | 'agentOnly'>>;

/** Declares one API call; server routes, web fetchers and the OpenAPI document all come from it. */
export function defineCall<Req extends z.ZodType, Res extends z.ZodType, A extends CallAuth>(
  input: CallInput<Req, Res> & { auth: A },
): CallDef<Req, Res> & { readonly auth: A } {
  return {
    kind: 'call',
    encrypted: false,
    bodyType: 'json',
    open: false,
    allowTrial: true,
    agentOnly: false,
    ...input,
  };
}

/** What the caller sends (before defaults and coercion). */
export type CallRequest<C extends CallDef> = z.input<C['request']>;
/** What the handler receives after parsing. */
export type CallParsed<C extends CallDef> = z.output<C['request']>;
/** The `value` of a successful answer. */
export type CallResponse<C extends CallDef> = z.output<C['response']>;

/** True when a call sends its input in the query string. */
export function usesQuery(call: Pick<CallDef, 'method'>): boolean {
  return call.method === 'GET' || call.method === 'DELETE';
}

/** True for a value made by defineCall (area modules also export schemas and constants). */
export function isCallDef(v: unknown): v is CallDef {
  return typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'call';
}
