import {
  VENDOR_CODE_HEADER,
  VENDOR_ERRORS,
  VENDOR_OPERATIONS,
  VENDOR_SIGNATURE_HEADER,
} from '@app/contracts/calls/vendor';
import { ERRORS } from '@app/contracts/errors';
import { z } from 'zod';
import { documentExtraPath } from '../../plugins/openapi.ts';

const schemaOf = (s: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
};

/** Puts the seamless wallet API (calls/vendor.ts) into /docs; the full guide is docs/vendor-api.md. */
export function documentVendorApi(): void {
  for (const op of VENDOR_OPERATIONS) {
    const errors = ['vendor.signature.invalid', 'vendor.timestamp.stale', ...op.errors] as const;
    documentExtraPath({
      path: op.path,
      method: 'post',
      operation: {
        operationId: `vendor.${op.action}`,
        summary: op.summary,
        tags: ['vendor'],
        description:
          'Server-to-server seamless wallet call for game vendors (docs/vendor-api.md). No Merchant header and no ' +
          `session token: the body is signed. Amounts are integer minor units. Errors: ${errors
            .map((c) => `${c} (${ERRORS[c].status}): ${VENDOR_ERRORS[c]}`)
            .join(' ')}`,
        security: [],
        parameters: [
          {
            name: VENDOR_CODE_HEADER,
            in: 'header',
            required: true,
            schema: { type: 'string', pattern: '^[A-Z0-9_]{2,32}$' },
            description: 'The calling vendor code',
          },
          {
            name: VENDOR_SIGNATURE_HEADER,
            in: 'header',
            required: true,
            schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            description: "Lower-case hex HMAC-SHA256 of the exact raw body with the vendor's secret",
          },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaOf(op.request, 'input') } },
        },
        responses: {
          '200': {
            description: 'Success envelope',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['success', 'value'],
                  properties: { success: { const: true }, value: schemaOf(op.response, 'output') },
                },
              },
            },
          },
          default: { $ref: '#/components/responses/Failure' },
        },
      },
    });
  }
}
