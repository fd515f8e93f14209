import { ALL_CALLS } from '@app/contracts/calls/index';
import type { CallDef } from '@app/contracts/define';
import { usesQuery } from '@app/contracts/define';
import { ERRORS } from '@app/contracts/errors';
import { z } from 'zod';
import { codecDocument, codecMarkdown } from './openapi-codec.ts';

type JsonSchema = Record<string, unknown>;

/** The document's opening paragraph (the codec description follows it). */
export const INTRO =
  'Every call answers {"success": true, "value": ...} or {"success": false, "errorCode", "message"}. ' +
  'Send Merchant on every call and Authorization (the raw token) on token calls. ' +
  'Calls marked x-encrypted take a sealed body: see Encrypted calls below and x-encryption.';

const SEALED_OPERATION =
  'Encrypted call: the body is sealed for the brand as Encrypted calls in this document (and x-encryption) describes; the fields are those of x-plaintext. The answer is not encrypted.';

/** Extra documentation that is not a contract call (the vendor API registers here). */
export interface ExtraPath {
  path: string;
  method: 'get' | 'post' | 'put' | 'delete';
  operation: Record<string, unknown>;
}
const extraPaths: ExtraPath[] = [];

/** Adds an operation outside the contract calls (a vendor-facing API, say) to the document. */
export function documentExtraPath(p: ExtraPath): void {
  if (!extraPaths.some((e) => e.path === p.path && e.method === p.method)) extraPaths.push(p);
}

/** JSON Schema of a zod schema, with nested $defs moved into components under a unique prefix. */
function toSchema(schema: z.ZodType, prefix: string, components: Record<string, unknown>, io: 'input' | 'output') {
  const raw = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  const { $defs, $schema: _ignored, ...rest } = raw as JsonSchema & { $defs?: Record<string, unknown> };
  let text = JSON.stringify(rest);
  if ($defs) {
    for (const [name, def] of Object.entries($defs)) {
      const id = `${prefix}_${name}`;
      components[id] = JSON.parse(JSON.stringify(def).replaceAll('#/$defs/', `#/components/schemas/${prefix}_`));
    }
    text = text.replaceAll('#/$defs/', `#/components/schemas/${prefix}_`);
  }
  return JSON.parse(text) as JsonSchema;
}

function operation(call: CallDef, components: Record<string, unknown>) {
  const prefix = call.id.replace(/[^A-Za-z0-9]/g, '_');
  const security = call.auth === 'none' ? [] : [{ token: [] }];
  const headers = [
    {
      name: 'Merchant',
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description: 'Merchant code of the brand',
    },
    {
      name: 'Language',
      in: 'header',
      required: false,
      schema: { type: 'string', enum: ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'] },
    },
    { name: 'Device', in: 'header', required: false, schema: { type: 'string', example: 'web' } },
  ];
  const op: Record<string, unknown> = {
    operationId: call.id,
    summary: call.summary,
    tags: [call.id.split('.')[0]],
    security,
    'x-auth': call.auth,
    'x-encrypted': call.encrypted,
    ...(call.encrypted ? { description: SEALED_OPERATION } : {}),
    responses: {
      '200': {
        description: 'Success envelope',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'value'],
              properties: {
                success: { const: true },
                value: toSchema(call.response, `${prefix}_res`, components, 'output'),
              },
            },
          },
        },
      },
      ...(call.encrypted ? { '400': { $ref: '#/components/responses/SealedFailure' } } : {}),
      default: { $ref: '#/components/responses/Failure' },
    },
  };
  const request = toSchema(call.request, `${prefix}_req`, components, 'input');
  if (usesQuery(call)) {
    const props = (request.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((request.required as string[] | undefined) ?? []);
    op.parameters = [
      ...headers,
      ...Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema })),
    ];
  } else {
    op.parameters = call.encrypted
      ? [
          ...headers,
          {
            name: 'Encryption',
            in: 'header',
            required: true,
            schema: { type: 'string' },
            description:
              "Standard base64 of this request's new 32-byte AES-256-GCM key encrypted with the brand's RSA key (RSA-OAEP, SHA-256, MGF1-SHA-256, empty label); see Encrypted calls",
          },
        ]
      : headers;
    const type = call.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    op.requestBody = {
      required: true,
      content: {
        [type]: {
          schema: call.encrypted
            ? {
                type: 'object',
                required: ['value'],
                properties: {
                  value: {
                    type: 'string',
                    description:
                      'Standard base64 of 12-byte IV + AES-256-GCM ciphertext + 16-byte tag; the plaintext is UTF-8 JSON {"t": send time in milliseconds since the Unix epoch, "d": the fields of x-plaintext}',
                  },
                },
                'x-plaintext': request,
              }
            : request,
        },
      },
    };
  }
  return op;
}

/** The OpenAPI 3.1 document of every contract call and every extra path. */
export function buildOpenApi(calls: readonly CallDef[] = ALL_CALLS): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const entry = paths[call.path] ?? {};
    entry[call.method.toLowerCase()] = operation(call, components);
    paths[call.path] = entry;
  }
  for (const extra of extraPaths) {
    const entry = paths[extra.path] ?? {};
    entry[extra.method] = extra.operation;
    paths[extra.path] = entry;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API',
      version: '1.0.0',
      description: `${INTRO}\n\n${codecMarkdown()}`,
    },
    'x-encryption': codecDocument(calls),
    paths,
    components: {
      schemas: {
        ...components,
        Failure: {
          type: 'object',
          required: ['success', 'errorCode', 'message'],
          properties: {
            success: { const: false },
            errorCode: { type: 'string', enum: Object.keys(ERRORS) },
            message: { type: 'string' },
            value: { type: 'object' },
          },
        },
      },
      responses: {
        SealedFailure: {
          description:
            'The sealed body was refused: request_body_required (value.reason "stale" or "replayed", or no value when it cannot be opened), or request_param_err for the opened fields; see Encrypted calls',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
        Failure: {
          description: 'Failure envelope; HTTP status follows the error catalogue',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
      },
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
  };
}
