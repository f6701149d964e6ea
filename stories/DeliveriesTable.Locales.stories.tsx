import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DeliveriesTable, type DeliveriesLocalePack, type DeliveriesTableProps } from '@src/index';
import { de } from '@src/locales/de';
import { pl } from '@src/locales/pl';
import { cs } from '@src/locales/cs';
import { fr } from '@src/locales/fr';
import { es } from '@src/locales/es';
import { it } from '@src/locales/it';
import { nl } from '@src/locales/nl';
import { ar } from '@src/locales/ar';
import { referenceGridArgs, serveReferenceBackend } from './support/referenceBackend';
import { settleTimeout } from './support/play';

const packs: Record<string, DeliveriesLocalePack | undefined> = {
  English: undefined,
  Deutsch: de,
  Polski: pl,
  Čeština: cs,
  Français: fr,
  Español: es,
  Italiano: it,
  Nederlands: nl,
  العربية: ar,
};

/** A host's language switch: the grid takes the chosen pack; its locale comes with it. */
function LanguageSwitch(props: DeliveriesTableProps) {
  const [language, setLanguage] = useState('Deutsch');
  const pack = packs[language];
  return (
    <div>
      <label>
        Language{' '}
        <select value={language} onChange={(event) => setLanguage(event.target.value)}>
          {Object.keys(packs).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <DeliveriesTable {...props} localePack={pack} locale={pack ? undefined : props.locale} />
    </div>
  );
}

/**
 * Locale packs (`deliveries-table/locales/de`, `…/pl`, `cs`, `fr`, `es`, `it`, `nl`, `ar`):
 * every string of the grid in one language, plural forms included, loaded only when imported;
 * Arabic turns the grid right to left.
 */
const meta = {
  title: 'DeliveriesTable/Locales',
  component: DeliveriesTable,
  render: (args) => <LanguageSwitch {...args} />,
  args: {
    ...referenceGridArgs,
    initialState: { pageSize: 10 },
    selection: {},
  },
  parameters: { controls: { include: ['theme', 'density'] } },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch packs: German, then Polish, whose counts take three forms (1, 2–4, 5 and more). */
export const SwitchPacks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Lieferungen' }, settleTimeout);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'Polski');
    const table = await canvas.findByRole('table', { name: 'Dostawy' }, settleTimeout);
    const boxes = await within(table).findAllByRole(
      'checkbox',
      { name: /^Zaznacz DLV/ },
      settleTimeout,
    );
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    const bar = await canvas.findByRole('toolbar', { name: 'Zaznaczenie' }, settleTimeout);
    await expect(within(bar).getByText('2 zaznaczone')).toBeTruthy();
  },
};
