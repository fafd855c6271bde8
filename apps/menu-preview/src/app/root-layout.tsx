import { InitialLoading as ShellLoading, RootLayout as ShellLayout } from '@tableside/ui/app-shell';
import classes from '../features/menu-preview/components/preview.module.css';

/** The shell of every page: the page, and a status pinned in a corner while the next page loads. */
export function RootLayout() {
  return <ShellLayout pendingClassName={classes.pending} />;
}

/** Shown while the first page's data loads: the spinner, its label for screen readers only. */
export function InitialLoading() {
  return <ShellLoading className={classes.page} showLabel={false} />;
}
