import { describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { deliveriesEndpoint } from '@src/api/url';

const user = 'svc-reporting';
const password = 'pw-5b8e2d71c9';

describe('a baseUrl with a user name or password', () => {
  it.each([
    `https://${user}:${password}@deliveries.test`,
    `https://${user}:${password}@deliveries.test/gateway/`,
    `https://${user}@deliveries.test`,
    `https://:${password}@deliveries.test`,
    `//${user}:${password}@deliveries.test`,
    `https:\\\\${user}:${password}@deliveries.test`,
    `  HTTPS://${user}:${password}@deliveries.test  `,
    `https://${user}:${password}@[`,
    // A path on an http page, but userinfo on an https one (the scheme differs from the page's).
    `http:${user}:${password}@deliveries.test`,
    `http:/${user}:${password}@deliveries.test`,
  ])('is refused up front, without echoing it: %s', (baseUrl) => {
    const create = () => createDeliveriesClient({ baseUrl });
    expect(create).toThrow(TypeError);
    expect(create).toThrow(
      'deliveries-table: baseUrl must not contain a user name or password; pass credentials with `headers` or `credentials`.',
    );
    const error = (() => {
      try {
        create();
      } catch (caught) {
        return caught as TypeError;
      }
      return expect.unreachable('createDeliveriesClient accepted the base URL');
    })();
    for (const text of [error.message, String(error.stack), String(error)]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain(user);
    }
  });

  it.each([
    ['/gateway/@team', '/gateway/@team/api/deliveries'],
    ['https://deliveries.test/@team', 'https://deliveries.test/@team/api/deliveries'],
  ])('still accepts an @ in the path: %s', (baseUrl, endpoint) => {
    expect(deliveriesEndpoint(baseUrl)).toBe(endpoint);
    expect(createDeliveriesClient({ baseUrl }).baseUrl).toBe(baseUrl);
  });
});

describe('a baseUrl that is neither a path nor an http(s) address', () => {
  const refusal = new TypeError(
    'deliveries-table: baseUrl must be a path or an http(s) address (https://host:port).',
  );

  it.each([
    // fetch reads `localhost:` as a scheme and fails as if the server were down.
    'localhost:4010',
    'api.deliveries.test:8443/gateway',
    ' 10.0.0.7:80 ',
    // fetch drops tabs and newlines as it reads an address: so does the check.
    'local\thost:4010',
    'ftp://deliveries.test',
    'ws://deliveries.test:4010',
    'htps://deliveries.test',
    'https://deliveries.test:99999',
    'https://deliveries .test',
    'https://[::1',
  ])('is refused up front, naming what it must be: %s', (baseUrl) => {
    expect(() => createDeliveriesClient({ baseUrl })).toThrow(refusal);
  });

  it('does not echo the value it refuses', () => {
    const token = 'tok-5b8e2d71c9';
    const create = () => createDeliveriesClient({ baseUrl: `ftp://deliveries.test/${token}` });
    expect(create).toThrow(refusal);
  });

  it.each([
    ['http://localhost:4010', 'http://localhost:4010/api/deliveries'],
    ['//localhost:4010', '//localhost:4010/api/deliveries'],
    ['HTTPS://[::1]:4010/gw/', 'HTTPS://[::1]:4010/gw/api/deliveries'],
    ['/gateway:v2', '/gateway:v2/api/deliveries'],
    ['gateway/v1:2', 'gateway/v1:2/api/deliveries'],
    ['/a:1', '/a:1/api/deliveries'],
    ['', '/api/deliveries'],
  ])(
    'still accepts an http(s) address, a relative path or a colon after a slash: %s',
    (baseUrl, endpoint) => {
      expect(deliveriesEndpoint(baseUrl)).toBe(endpoint);
    },
  );
});
