import { describe, expect, it } from 'vitest';
import { defaultQueryState } from '@src/state/queryState';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { serializeDeliveriesState } from '@src/state/urlState/serializeDeliveriesState';

const onPage2 = { ...defaultQueryState, pageNumber: 2, filters: {} };

describe('the open delivery in the link format', () => {
  it('is written after the state as `d.` and read back exactly, separators and stars too', () => {
    const id = 'DLV_2026.0001*x';
    const link = serializeDeliveriesState(onPage2, id);
    expect(link).toBe('v1_p.2_d.DLV*_2026.0001**x');
    expect(parseDeliveriesState(link)).toStrictEqual({
      state: onPage2,
      problem: null,
      openDelivery: id,
    });
    // Without one, the link is what it always was.
    expect(serializeDeliveriesState(onPage2)).toBe('v1_p.2');
    expect(parseDeliveriesState('v1_p.2')).not.toHaveProperty('openDelivery');
  });

  it('writes only an id it can read back: one over 100 characters is left out', () => {
    const longest = `DLV-${'9'.repeat(96)}`;
    const link = serializeDeliveriesState(onPage2, longest);
    expect(parseDeliveriesState(link)).toStrictEqual({
      state: onPage2,
      problem: null,
      openDelivery: longest,
    });
    const tooLong = `${longest}0`;
    expect(serializeDeliveriesState(onPage2, tooLong)).toBe('v1_p.2');
    expect(parseDeliveriesState(serializeDeliveriesState(onPage2, tooLong)).problem).toBeNull();
    // Nor an id of spaces, which the reader refuses as no id.
    expect(serializeDeliveriesState(onPage2, '   ')).toBe('v1_p.2');
  });

  it('holds the key of a second row with a code, through a search parameter too', () => {
    const link = serializeDeliveriesState(onPage2, 'DLV-2026-000123~2');
    const search = new URLSearchParams({ deliveries: link }).toString();
    const read = new URLSearchParams(search).get('deliveries')!;
    expect(parseDeliveriesState(read).openDelivery).toBe('DLV-2026-000123~2');
  });

  it.each([
    ['empty', 'v1_d.', '“”'],
    ['all spaces', 'v1_d.  ', '“  ”'],
    ['longer than 100 characters', `v1_d.${'x'.repeat(101)}`, `“${'x'.repeat(40)}…”`],
  ])('leaves out an id that is %s, and says so', (_name, link, shown) => {
    const parsed = parseDeliveriesState(link);
    expect(parsed).not.toHaveProperty('openDelivery');
    expect(parsed.problem).toContain(`The open delivery ${shown.slice(0, 2)}`);
    expect(parsed.problem).toContain('so no details were opened.');
  });

  it('reads the first of two, as every entry', () => {
    const parsed = parseDeliveriesState('v1_d.DLV-1_d.DLV-2');
    expect(parsed.openDelivery).toBe('DLV-1');
    expect(parsed.problem).toContain('“d” is in the link twice; the first one was used.');
  });
});
