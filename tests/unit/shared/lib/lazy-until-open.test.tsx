import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyUntilOpen } from '@/shared/lib/lazy-until-open';

interface Props {
  open: boolean;
}

function makeDialog() {
  const load = vi.fn(async () => (props: Props) => (props.open ? <p role="dialog">The dialog</p> : <p>Closing</p>));
  return { load, Dialog: lazyUntilOpen(load, ({ open }: Props) => open) };
}

describe('lazyUntilOpen', () => {
  it('renders nothing until first open, then the loaded dialog, which stays mounted once closed', async () => {
    const { Dialog } = makeDialog();
    const { container, rerender } = render(<Dialog open={false} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Dialog open />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('The dialog');
    rerender(<Dialog open={false} />);
    expect(screen.getByText('Closing')).toBeInTheDocument();
  });

  it('loads the code once, while the screen idles, before anyone opens it', async () => {
    vi.useFakeTimers();
    try {
      const { load, Dialog } = makeDialog();
      render(<Dialog open={false} />);
      render(<Dialog open={false} />);
      expect(load).not.toHaveBeenCalled();
      await act(() => vi.runAllTimersAsync());
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
