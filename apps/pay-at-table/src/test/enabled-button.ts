import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The button named `name` once it is enabled: a click on a disabled button does nothing, and the payment page's
 * buttons wait for its lazily loaded parts (the loyalty panel) to settle.
 */
export async function enabledButton(name: string | RegExp): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}
