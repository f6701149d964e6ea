import { expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { worker } from './worker';

it('answers fetch from an MSW handler inside Chromium', async () => {
  worker.use(http.post('*/api/deliveries', () => HttpResponse.json([{ code: 'X' }])));
  const response = await fetch('/api/deliveries', { method: 'POST', body: '{}' });
  expect(navigator.userAgent).toContain('Chrome');
  expect(await response.json()).toEqual([{ code: 'X' }]);
});
