import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSavedViewsMessages } from '@src/views/messages';
import { useSavedViews } from '@src/views/useSavedViews';
import { handStore } from './handStore';
import { storedView } from './viewsHost';

/** The model of a store whose first list has been answered. */
async function readyModel(server: ReturnType<typeof handStore>) {
  const hook = renderHook(() => useSavedViews(server.storage, defaultSavedViewsMessages));
  (await server.call(1, 'list')).settle();
  await expect.poll(() => hook.result.current.phase).toBe('ready');
  return hook;
}

describe('the saved views model', () => {
  it('says so when a second write comes while one is under way', async () => {
    const server = handStore();
    const { result } = await readyModel(server);

    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.save(storedView('Late pallets'), 'Saved “Late pallets”.');
      second = result.current.save(storedView('Berlin'), 'Saved “Berlin”.');
    });
    expect(await second).toBe(false);
    expect(result.current.alert).toBe(
      '“Berlin” could not be saved. Another change is still being saved. Try again once it is done.',
    );
    (await server.call(2, 'put')).settle();
    expect(await first).toBe(true);
    expect(server.ops()).toEqual(['list', 'put']);
    await expect
      .poll(() => result.current.views.map((view) => view.name))
      .toEqual(['Late pallets']);
  });

  it('keeps a write made before unmounting, and reads nothing after', async () => {
    const server = handStore();
    const { result, unmount } = await readyModel(server);

    let saving!: Promise<boolean>;
    act(() => {
      saving = result.current.save(storedView('Late pallets'), 'Saved “Late pallets”.');
    });
    const put = await server.call(2, 'put');
    server.changeElsewhere(storedView('Berlin'));
    unmount();
    put.settle();
    expect(await saving).toBe(true);
    expect(server.heldNames()).toEqual(['Berlin', 'Late pallets']);
    // The change heard mid-write would be read after it: not once the list is gone.
    expect(server.ops()).toEqual(['list', 'put']);
  });
});
