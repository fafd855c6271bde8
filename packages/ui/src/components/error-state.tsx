import type { ReactNode } from 'react';
import classes from './state.module.css';

export interface ErrorStateProps {
  readonly title: string;
  readonly message?: string;
  readonly action?: ReactNode;
}

/** A full-page error: a heading, the message and one way forward. */
export function ErrorState({ title, message, action }: ErrorStateProps) {
  return (
    <section className={classes.state} role="alert" aria-label={title}>
      <h1 className={classes.title}>{title}</h1>
      {message ? <p className={classes.description}>{message}</p> : null}
      {action}
    </section>
  );
}
