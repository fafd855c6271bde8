import { useEffect, useRef, type ReactNode } from 'react';
import { pageClasses } from './pages.js';

/**
 * The page's one `h1`. It takes the focus when the page opens, so a screen reader announces the new page after a
 * navigation and keyboard users start from its top.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={pageClasses.title}>
      {children}
    </h1>
  );
}
