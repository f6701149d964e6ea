import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { computeAccessibleName, getRole } from 'dom-accessibility-api';
import { expect } from 'vitest';

/** Where focus is, as a screen reader says it: the role and the accessible name. */
export function focused(): { role: string | null; name: string } {
  const element = document.activeElement;
  if (!element || element === document.body) return { role: 'page body', name: '' };
  return { role: getRole(element), name: computeAccessibleName(element) };
}

/**
 * Records what the grid's polite live region says: the text of each node added to it (a new
 * node is what a screen reader speaks, even with the words of the last one).
 */
export function listenToResults(): { said: string[]; stop: () => void } {
  // The grid's own region, a child of its root (Export and Views have theirs further in).
  const region = document.querySelector('.deliveries-table > [role="status"][aria-atomic="true"]');
  if (!region) throw new Error('No results live region in the grid');
  const said: string[] = [];
  // What it says already (the first load) is not heard again.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const added = [...record.addedNodes].map((node) => node.textContent ?? '').join('');
      if (added.trim() !== '') said.push(added);
      if (record.type === 'characterData') said.push(record.target.textContent ?? '');
    }
  });
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  return { said, stop: () => observer.disconnect() };
}

/** No axe violation in the grid, in the state named; WCAG 2.2's target size (2.5.8) too. */
export async function expectNoAxeViolations(state: string) {
  const root = document.querySelector('.deliveries-table') ?? document.body;
  // Sizes are the stylesheet's: a test that draws the grid without it checks the rest.
  const styled = getComputedStyle(root).getPropertyValue('--dt-control-height') !== '';
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    // Off in axe-core by default.
    rules: { 'target-size': { enabled: styled } },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, state).toEqual([]);
}

/** The toggle of the toolbar's disclosure named `name`, and what it opens. */
export function disclosureNamed(name: string) {
  const toggle = screen.getByRole('button', { name });
  const content = () => document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return {
    toggle,
    content,
    isOpen: () => toggle.getAttribute('aria-expanded') === 'true' && !content().hidden,
  };
}
