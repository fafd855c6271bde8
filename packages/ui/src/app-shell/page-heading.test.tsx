import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { PageHeading, pageClasses } from './index.js';

afterEach(cleanup);

test("PageHeading is the page's h1 and takes the focus when the page opens", () => {
  render(
    <main>
      <button type="button">Before</button>
      <PageHeading>Your receipt</PageHeading>
    </main>,
  );
  const heading = screen.getByRole('heading', { level: 1, name: 'Your receipt' });
  expect(document.activeElement).toBe(heading);
  expect([heading.tabIndex, heading.className]).toEqual([-1, pageClasses.title]);
});
