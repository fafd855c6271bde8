import { ErrorState } from '@tableside/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './pages.js';

/** A full-page state whose heading takes the focus (the page changed). */
export function StatePage({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const heading = ref.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, []);
  return (
    <main className={classes.page} ref={ref}>
      <ErrorState title={title} message={message} />
      {children}
    </main>
  );
}
