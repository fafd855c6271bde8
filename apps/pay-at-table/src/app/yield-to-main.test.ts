import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.js';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield() when it has one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    const setTimeout = vi.fn();
    await yieldToMain({ scheduler: { yield: yieldFn }, setTimeout });
    expect(yieldFn).toHaveBeenCalledOnce();
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('otherwise resumes from a zero-delay timer, a task of its own', async () => {
    let resume: (() => void) | undefined;
    const setTimeout = vi.fn((callback: () => void) => {
      resume = callback;
    });
    let resumed = false;
    const yielded = yieldToMain({ setTimeout }).then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
    resume?.();
    await yielded;
    expect(resumed).toBe(true);
  });

  it('works with the real globals', async () => {
    await expect(yieldToMain()).resolves.toBeUndefined();
  });
});
