/** The header that makes a mutation safe to retry: the server answers a repeated key with the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
