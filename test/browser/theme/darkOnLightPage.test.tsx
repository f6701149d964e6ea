import '@src/theme/styles.css';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { renderGrid } from '../harness';

describe('a dark grid on a light page', () => {
  it('paints its own surface, so the toolbar and pager stay readable', async () => {
    document.body.style.background = '#ffffff';
    try {
      await renderGrid({ theme: 'dark' }, { serve: generateDeliveries(30, 2) }).ready(15_000);
      const root = document.querySelector<HTMLElement>('.deliveries-table')!;
      expect(getComputedStyle(root).backgroundColor).toBe('rgb(11, 17, 32)');
      await expectNoAxeViolations('dark grid on a white page');
    } finally {
      document.body.style.background = '';
    }
  });
});
