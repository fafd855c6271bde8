import type { ReactNode } from 'react';
import classes from './state.module.css';

export interface EmptyStateProps {
  readonly title: string;
  readonly description?: string;
  readonly action?: ReactNode;
  /** 1 when the empty state is the page (the default), 2 when it sits under the page's own `h1`. */
  readonly headingLevel?: 1 | 2;
}

/** Shown when there is nothing to show yet (e.g. "landing.noBillYet"). */
export function EmptyState({ title, description, action, headingLevel = 1 }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={classes.state} aria-label={title}>
      <Heading className={classes.title}>{title}</Heading>
      {description ? <p className={classes.description}>{description}</p> : null}
      {action}
    </section>
  );
}
