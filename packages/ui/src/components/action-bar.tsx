import type { ReactNode } from 'react';
import classes from './action-bar.module.css';

/**
 * The primary action of a page, kept at the bottom of the screen (the bill's pay button, the payment page's
 * "Pay"). It stays in the document order where it is rendered, so the keyboard reaches it last; the page leaves
 * room for it with `ActionBar.spacer`.
 */
export function ActionBar({ children }: { readonly children: ReactNode }) {
  return (
    <div className={classes.bar}>
      <div className={classes.inner}>{children}</div>
    </div>
  );
}

/** Space at the end of a page so its last content is not hidden under the action bar. */
ActionBar.spacerClassName = classes.spacer;
