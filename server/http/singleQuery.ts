import { HttpError, MESSAGES } from './errors';

/**
 * A query string whose parameters each name one value. Fastify's parser turns a repeated key
 * (`?personNum=a&personNum=b`) into an array; a route that reads one value per key refuses that
 * with a 400 naming the key, instead of failing on the array (DESIGN.md Security: bad input is a
 * 4xx with a Chinese message, never a 5xx).
 */
export const singleValuedQuery = (
  query: Readonly<Record<string, unknown>> | undefined,
): Readonly<Record<string, string | undefined>> => {
  const single: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) {
      throw new HttpError(400, `${MESSAGES.badRequest}：参数 ${key.slice(0, 40)} 只能出现一次`);
    }
    single[key] = typeof value === 'string' ? value : undefined;
  }
  return single;
};
