import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Button } from './button.js';

afterEach(cleanup);

describe('Button', () => {
  test('is a button named by its text and calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('defaults to type=button so it never submits a form by accident', () => {
    render(<Button>Pay</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  test('while loading it is disabled, busy and announces the loading label', () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Paying" onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Pay/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Paying');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test.each([
    ['primary', /primary/],
    ['secondary', /secondary/],
    ['ghost', /ghost/],
  ] as const)('variant %s sets its class', (variant, expected) => {
    render(
      <Button variant={variant} fullWidth>
        Go
      </Button>,
    );
    const className = screen.getByRole('button').className;
    expect(className).toMatch(expected);
    expect(className).toMatch(/fullWidth/);
  });
});
