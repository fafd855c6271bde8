import { isVerificationCodeComplete } from '@tableside/loyalty-providers';
import { Banner, Button } from '@tableside/ui';
import { useId } from 'react';
import { CodeBoxes } from '../code-boxes/code-boxes.js';
import classes from '../styles/payment-page.module.css';

/** The words of a code step; each feature passes its own, since its strings load with its pages. */
export interface CodeStepWords {
  /** The code boxes' legend ("Verification code"). */
  readonly label: string;
  /** One box's accessible name ("Digit 1 of 6"). */
  readonly digit: (position: number, total: number) => string;
  /** Where the code went ("We sent a 6-digit code to …"). */
  readonly sentTo: (phoneNumber: string) => string;
  /** The banner after a resend. */
  readonly resent: string;
  readonly submit: string;
  readonly resend: string;
  /** The resend button while it waits ("Resend the code in 15 s"). */
  readonly resendIn: (seconds: number) => string;
  readonly changeNumber: string;
}

/** What a code step shows and does, as `usePhoneLogin` (or a page of its own) keeps it. */
export interface CodeStepModel {
  readonly code: readonly string[];
  readonly onCodeChange: (code: string[]) => void;
  /** The number the code was sent to, as shown. */
  readonly sentTo: string;
  /** The resent banner shows (2 s after a resend). */
  readonly resent: boolean;
  /** A call is under way: the code cannot be submitted. */
  readonly busy: boolean;
  readonly onSubmit: () => void;
  /** How long until the code can be sent again (0: now). */
  readonly waitMs: number;
  readonly canResend: boolean;
  readonly onResend: () => void;
}

export interface CodeStepFormProps extends CodeStepModel {
  /** Why the code was refused, shown on the boxes, or none. */
  readonly error: string | undefined;
  readonly words: CodeStepWords;
  /** Back to the phone step; without it there is no "change number" button. */
  readonly onChangeNumber?: (() => void) | undefined;
}

/**
 * The 6-digit code step of every phone login (3 §2 "6-digit code step ... Resend code button"; 3 §4 "continue is
 * disabled until 6 digits are entered. Resend is disabled 15 s after each send and while loading; a success banner
 * shows 2 s after resend"): where the code went, the code boxes with the refusal on them, submit, resend with its
 * countdown, and "change number".
 */
export function CodeStepForm({
  code,
  onCodeChange,
  sentTo,
  resent,
  busy,
  onSubmit,
  waitMs,
  canResend,
  onResend,
  error,
  words,
  onChangeNumber,
}: CodeStepFormProps) {
  const errorId = useId();
  return (
    <>
      <p className={classes.muted}>{words.sentTo(sentTo)}</p>
      {resent ? <Banner tone="success">{words.resent}</Banner> : null}
      <form
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <CodeBoxes
          value={code}
          onChange={onCodeChange}
          invalid={error !== undefined}
          describedBy={error ? errorId : undefined}
          label={words.label}
          digitLabel={words.digit}
        />
        {error ? (
          <p id={errorId} className={classes.fieldError} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" fullWidth disabled={!isVerificationCodeComplete(code.join('')) || busy}>
          {words.submit}
        </Button>
      </form>
      <Button variant="secondary" fullWidth disabled={!canResend} onClick={onResend}>
        {waitMs > 0 ? words.resendIn(Math.ceil(waitMs / 1_000)) : words.resend}
      </Button>
      {onChangeNumber ? (
        <Button variant="secondary" fullWidth onClick={onChangeNumber}>
          {words.changeNumber}
        </Button>
      ) : null}
    </>
  );
}
