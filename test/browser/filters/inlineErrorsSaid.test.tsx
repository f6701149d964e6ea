import '@src/theme/styles.css';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../harness';
import { panel, renderFilterHost, serveDeliveries } from './filterHost';

/**
 * `message` shows under `input`, named by its aria-describedby, marks it invalid, and sits in a
 * polite live region that was there before it, so a screen reader says it when it appears.
 */
function expectSaidAndLinked(input: HTMLElement, message: string) {
  const line = screen.getByText(message);
  expect((input.getAttribute('aria-describedby') ?? '').split(' ')).toContain(line.id);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(line.closest('[aria-live="polite"]')).not.toBeNull();
}

describe('an inline error that a key brings is said and tied to its input', () => {
  it('Delivery IDs: words that are not ids, entered with Enter', async () => {
    serveDeliveries();
    const { user } = await renderFilterHost();
    const ids = screen.getByRole('textbox', { name: 'Delivery IDs' });
    // The live region is there before the error, or its first message would go unsaid.
    const region = ids.closest('.dt-field')!.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();

    await user.type(ids, '12 abc{Enter}');
    expectSaidAndLinked(ids, 'Delivery IDs: abc is not a positive whole number');
    expect(region!.textContent).toBe('Delivery IDs: abc is not a positive whole number');
    expect(document.activeElement).toBe(ids);
    await saveScreenshot('delivery-ids-error-said', panel());
  });

  it('Tags: a tag over the length, entered with Enter', async () => {
    serveDeliveries();
    const { user } = await renderFilterHost({ panelProps: { maxTagLength: 10 } });
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(tags, 'much-too-long-tag{Enter}');
    expectSaidAndLinked(tags, 'Tags: "much-too-long-tag" is longer than 10 characters');
  });
});
