export function envelopeJsonSchema(data: unknown): Record<string, unknown> {
  return {
    type: 'object',
    required: ['success', 'code', 'data'],
    properties: { success: { type: 'boolean' }, code: { type: 'integer' }, data },
  };
}
