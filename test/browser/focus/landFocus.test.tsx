import { afterEach, describe, expect, it } from 'vitest';
import { landFocus } from '@src/shared/focusLanding';
import { nextFrames } from '../harness/nextFrames';

/** A grid's root with a landing, a part that may hide, and a host's SVG link in a cell. */
function page() {
  const root = document.createElement('div');
  const landing = Object.assign(document.createElement('button'), { textContent: 'Land here' });
  landing.className = 'landing';
  const bar = document.createElement('div');
  const inside = Object.assign(document.createElement('button'), {
    textContent: 'Clear selection',
  });
  bar.append(inside);
  const svg = 'http://www.w3.org/2000/svg';
  const picture = document.createElementNS(svg, 'svg');
  const map = document.createElementNS(svg, 'a');
  map.setAttribute('href', '#map');
  map.setAttribute('tabindex', '0');
  const label = document.createElementNS(svg, 'text');
  label.setAttribute('y', '15');
  label.textContent = 'Map';
  map.append(label);
  picture.append(map);
  root.append(landing, bar, picture);
  document.body.append(root);
  return {
    bar,
    inside,
    landing,
    map,
    land: () => landFocus({ within: { current: root }, order: ['.landing'] }),
  };
}

afterEach(() => {
  document.querySelector('.landing')?.parentElement?.remove();
});

describe('landFocus, a frame after the part with focus went away', () => {
  it('takes focus left inside a part that hid (Chromium moves it to the page a task later)', async () => {
    const { bar, inside, landing, land } = page();
    inside.focus();
    bar.hidden = true;
    land();
    await nextFrames(2);
    expect(document.activeElement).toBe(landing);
  });

  it('leaves focus where a person put it meanwhile, an SVG link in a cell too', async () => {
    const { map, land } = page();
    map.focus();
    expect(document.activeElement).toBe(map);
    land();
    await nextFrames(2);
    expect(document.activeElement).toBe(map);
  });
});
