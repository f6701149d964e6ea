import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDisclosure } from '@src/shared/useDisclosure';

/** A host that owns the open state and may refuse to close (an unsaved draft, say). */
function HostOwnedPanel({ mayClose }: { mayClose: boolean }) {
  const [open, setOpen] = useState(false);
  const [heard, setHeard] = useState<boolean[]>([]);
  const panel = useDisclosure<HTMLDivElement>({
    open,
    onOpenChange: (next) => {
      setHeard((earlier) => [...earlier, next]);
      if (next || mayClose) setOpen(next);
    },
    closeOnOutsidePointer: true,
  });
  return (
    <>
      <button type="button" {...panel.toggleProps}>
        Routes
      </button>
      <div role="region" aria-label="Routes" {...panel.contentProps}>
        <input aria-label="Route name" />
      </div>
      <p>Heard: {heard.join(', ')}</p>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useDisclosure with a host that owns the open state', () => {
  it('asks the host on every change and shows only what the host decided', async () => {
    const user = userEvent.setup();
    render(<HostOwnedPanel mayClose={false} />);
    const toggle = screen.getByRole('button', { name: 'Routes' });

    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Routes' })).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Route name' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    // Refused twice (Escape, then the pointer outside): still open.
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Heard: true, false, false')).toBeTruthy();
  });

  it('closes when the host agrees, with focus back on the toggle after Escape', async () => {
    const user = userEvent.setup();
    render(<HostOwnedPanel mayClose />);
    const toggle = screen.getByRole('button', { name: 'Routes' });

    await user.click(toggle);
    await user.click(screen.getByRole('textbox', { name: 'Route name' }));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Routes' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByText('Heard: true, false')).toBeTruthy();
  });
});
