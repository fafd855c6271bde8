import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Banner } from './banner.js';
import { TOAST_DURATION_MS, Toast } from './toast.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Banner', () => {
  test.each([
    ['error', 'alert'],
    ['warning', 'status'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('a %s banner has the %s role', (tone, role) => {
    render(<Banner tone={tone}>Message</Banner>);
    expect(screen.getByRole(role).textContent).toContain('Message');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('shows a named dismiss button when given a handler', () => {
    const onDismiss = vi.fn();
    render(
      <Banner tone="info" onDismiss={onDismiss} dismissLabel="Dismiss">
        Message
      </Banner>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('Toast', () => {
  test('"A split-error toast appears at the top for 5 seconds" (1-core §2)', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Toast tone="error" onDismiss={onDismiss} dismissLabel="Dismiss">
        We couldn't create your split.
      </Toast>,
    );
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  test('a parent re-rendering with a new onDismiss every second does not restart the 5 s timer', () => {
    vi.useFakeTimers();
    const dismissed = vi.fn();
    const toast = () => (
      <Toast tone="error" onDismiss={() => dismissed()} dismissLabel="Dismiss">
        We couldn't create your split.
      </Toast>
    );
    const { rerender } = render(toast());
    for (let second = 0; second < 4; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
      rerender(toast());
    }
    expect(dismissed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(dismissed).toHaveBeenCalledTimes(1);
  });
});
