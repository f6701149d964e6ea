import { beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { apiError, expectNoSecret } from './secretFree';
import { warmServerText } from './warmServerText';

beforeAll(warmServerText);

const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };
// 53 KB of cookies, as a server-side host may forward: their values and encodings make one
// pattern too large for V8 to compile.
const values = Array.from({ length: 1500 }, (_, i) => `v${i}x${'9'.repeat(20)}${i}`);
const cookie = values.map((value, i) => `c${i}=${value}`).join('; ');

describe('more secrets than one pattern can hold', () => {
  it('an error answer stays an http error with its status, and keeps no server text', async () => {
    const error = await apiError(
      createDeliveriesClient({
        baseUrl: 'https://deliveries.test',
        headers: { Cookie: cookie },
        fetch: async () => Response.json({ message: `bad session ${values[7]}` }, { status: 400 }),
      }).queryDeliveries(request),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('The server refused the request (400).');
    expect(error).not.toHaveProperty('body');
    expectNoSecret(error, [values[7]!, 'bad session']);
  });
});
