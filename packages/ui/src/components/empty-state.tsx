import type { ReactNode } from 'react';
import classes from './state.module.css';

export interface EmptyStateProps {
  readonly title: string;
  readonly description?: string;
  readonly action?: ReactNode;
}

/** Shown when there is nothing to show yet (e.g. "landing.noBillYet"). */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section className={classes.state} aria-label={title}>
      <h1 className={classes.title}>{title}</h1>
      {description ? <p className={classes.description}>{description}</p> : null}
      {action}
    </section>
  );
}
