import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusFilterField } from '@src/table/focusFilterField';

// The order the grid cannot fix: the form's code is already there, the sheet opens after the
// field is asked for (showModal changes none of the panel's nodes), and the sheet puts focus on
// its own first button. Drawn by hand: which comes first in the grid depends on timing.
function sheetWithForm() {
  const chip = Object.assign(document.createElement('button'), { textContent: 'Edit filter' });
  const sheet = document.createElement('dialog');
  const close = Object.assign(document.createElement('button'), { textContent: 'Close filters' });
  const panel = document.createElement('div');
  const status = Object.assign(document.createElement('input'), { id: 'form-status' });
  panel.append(status);
  sheet.append(close, panel);
  document.body.append(chip, sheet);
  return { chip, sheet, close, panel, status };
}

afterEach(() => document.body.replaceChildren());

describe("a chip's field in a sheet opened after the form came", () => {
  it("is focused once the sheet is open, not left on the sheet's first button", async () => {
    const { chip, sheet, panel, status } = sheetWithForm();
    chip.focus();
    focusFilterField(panel, 'status', chip);
    expect(document.activeElement).toBe(chip);
    sheet.showModal();
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('is left alone when focus went outside the sheet meanwhile', async () => {
    const { chip, sheet, panel, close } = sheetWithForm();
    const search = document.createElement('input');
    document.body.prepend(search);
    chip.focus();
    focusFilterField(panel, 'status', chip);
    search.focus();
    // Given up on as focus went outside: a later move into the sheet is the person's own.
    sheet.show();
    close.focus();
    expect(document.activeElement).toBe(close);
  });
});
