import { act, render, screen } from '@testing-library/react';
import { useShownAfterPaint } from './useShownAfterPaint';

function Page({ now }: { now: boolean }) {
  const shown = useShownAfterPaint(now);
  return (
    <>
      <h1>First screen</h1>
      {shown && <p>Below the first screen</p>}
    </>
  );
}

describe('useShownAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the rest only once the first screen has had its frame', async () => {
    render(<Page now={false} />);
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeInTheDocument();
    expect(screen.queryByText('Below the first screen')).toBeNull();
    // The frame, then the task after it: the rest renders.
    await act(() => jest.advanceTimersByTimeAsync(20));
    expect(screen.getByText('Below the first screen')).toBeInTheDocument();
  });

  it('shows everything in the first render when asked to (a link to a place in the page)', () => {
    render(<Page now />);
    expect(screen.getByText('Below the first screen')).toBeInTheDocument();
  });

  it('shows the rest at once when asked to while it waits', () => {
    const { rerender } = render(<Page now={false} />);
    expect(screen.queryByText('Below the first screen')).toBeNull();
    rerender(<Page now />);
    expect(screen.getByText('Below the first screen')).toBeInTheDocument();
  });
});
