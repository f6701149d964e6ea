import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveriesSavedViews } from '@src/views/DeliveriesSavedViews';
import { latePalletsView } from './fixtures';

describe('DeliveriesSavedViews on a server', () => {
  it('renders the closed "Views" button without touching browser storage', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      createElement(DeliveriesSavedViews, { current: latePalletsView, onApply: () => {} }),
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('>Views<');
    expect(html).toMatch(/<section[^>]*hidden=""/);
  });
});
