import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SHEET_NOTICE_MS, useSheetLoader } from './use-sheet-loader';

function Loaded() {
  return <p>sheet content</p>;
}

/** An opener like the shell's: a button, the notice on failure, the sheet when loaded. */
function Opener({ load }: { load: () => Promise<typeof Loaded> }) {
  const sheet = useSheetLoader(load);
  const [opened, setOpened] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened((n) => n + 1);
          sheet.open();
        }}
      >
        open {opened}
      </button>
      {sheet.state.status === 'failed' && <p role="status">needs a connection</p>}
      {sheet.state.status === 'open' && <sheet.state.Component />}
    </>
  );
}

describe('useSheetLoader', () => {
  it('says a sheet needs a connection when its code cannot load, and the next tap loads it', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Loaded);
    render(<Opener load={load} />);

    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('needs a connection');
    expect(screen.queryByText('sheet content')).toBeNull();

    // The notice goes by itself.
    await act(async () => vi.advanceTimersByTime(SHEET_NOTICE_MS));
    expect(screen.queryByRole('status')).toBeNull();

    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('sheet content')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
