import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { cardNames, withCardsThreshold } from './cardsWidth';
import { gridRenderer, serveReference } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

const renderGrid = gridRenderer({ initialState: { pageSize: 10 }, timeZone: 'UTC' });

withCardsThreshold(390, 844);

describe('cards of deliveries whose code shows nothing', () => {
  it('are named by their place on the page', async () => {
    const dataset = generateDeliveries(30, 17).map((delivery) => ({ ...delivery }));
    dataset[0] = { ...dataset[0]!, code: '' };
    dataset[2] = { ...dataset[2]!, code: '\u200B ' };
    serveReference(dataset, { latencyMs: 5 });
    renderGrid();
    const list = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
    await waitFor(() => expect(cardNames(list)).toHaveLength(10), { timeout: 10_000 });
    expect(cardNames(list).slice(0, 3)).toEqual([
      'Delivery row 1 (no code)',
      `Delivery ${dataset[1]!.code}`,
      'Delivery row 3 (no code)',
    ]);
    await expectNoAxeViolations('cards whose codes show nothing');
  });
});
