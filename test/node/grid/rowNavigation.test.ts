import { describe, expect, it } from 'vitest';
import { activeKeyOn, createRowNavigation, targetIndex } from '@src/grid/navigation/rowNavigation';

describe('moving among rows by their keys', () => {
  it('moves by one, by a page and to the ends, and ignores other keys', () => {
    expect(targetIndex('ArrowDown', 2, 5, 3)).toBe(3);
    expect(targetIndex('ArrowDown', 4, 5, 3)).toBe(4);
    expect(targetIndex('ArrowUp', 0, 5, 3)).toBe(0);
    expect(targetIndex('PageDown', 1, 5, 3)).toBe(4);
    expect(targetIndex('PageUp', 4, 5, 0)).toBe(3);
    expect(targetIndex('Home', 3, 5, 3)).toBe(0);
    expect(targetIndex('End', 0, 5, 3)).toBe(4);
    expect(targetIndex('a', 0, 5, 3)).toBeNull();
  });

  it('targets rows by key, twins included, and nothing from a row not on the page', () => {
    const navigation = createRowNavigation(['A', 'B', 'B~2', 'C']);
    expect(navigation.target('B', 'ArrowDown', 10)).toBe('B~2');
    expect(navigation.target('B~2', 'ArrowUp', 10)).toBe('B');
    expect(navigation.target('A', 'End', 10)).toBe('C');
    expect(navigation.target('Z', 'ArrowDown', 10)).toBeNull();
    expect(navigation.target('A', 'Enter', 10)).toBeNull();
  });

  it('keeps the tab stop on its delivery when the page moves it, else on its place', () => {
    expect(activeKeyOn([], { key: 'A', index: 0 })).toBeNull();
    expect(activeKeyOn(['X', 'A'], { key: 'A', index: 0 })).toBe('A');
    expect(activeKeyOn(['X', 'Y'], { key: 'A', index: 1 })).toBe('Y');
    expect(activeKeyOn(['X'], { key: 'A', index: 4 })).toBe('X');
    expect(activeKeyOn(['X', 'Y'], { key: null, index: 0 })).toBe('X');

    const navigation = createRowNavigation(['A', 'B', 'C']);
    const heard: (string | null)[] = [];
    navigation.subscribe(() => heard.push(navigation.get()));
    expect(navigation.get()).toBe('A');
    navigation.setActive('C');
    expect(heard).toEqual(['C']);
    navigation.setActive('nope');
    expect(navigation.get()).toBe('C');

    // A refresh brings a row above: still C, told after the render commits.
    navigation.follow(['N', 'A', 'B', 'C']);
    expect(navigation.get()).toBe('C');
    // A page turn: C is gone, its place (the fourth row) holds the stop.
    navigation.follow(['D', 'E', 'F', 'G', 'H']);
    expect(navigation.get()).toBe('G');
    navigation.notify();
    expect(heard).toEqual(['C', 'G']);
  });
});
