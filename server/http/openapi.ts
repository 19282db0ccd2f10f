import { z } from 'zod';

import { API_BASE, api } from '../../protocol/api';
import { envelopeJsonSchema } from './envelopeSchema';

/** OpenAPI 3.1 document generated from the protocol table: one operation per endpoint. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, ep] of Object.entries(api)) {
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: ep.summary,
      security: ep.access === 'public' ? [] : [{ token: [] }],
      responses: {
        200: {
          description: '`{ success, code, data }`; code 0 on success, else a code of the error table',
          content: {
            'application/json': {
              schema: envelopeJsonSchema(
                z.toJSONSchema(ep.response, { io: 'output', unrepresentable: 'any' }),
              ),
            },
          },
        },
      },
    };
    if (ep.method === 'POST') {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': { schema: z.toJSONSchema(ep.request, { io: 'input', unrepresentable: 'any' }) },
        },
      };
    }
    paths[API_BASE + ep.path] = { [ep.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tribune web API', version: '1' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    paths,
  };
}
