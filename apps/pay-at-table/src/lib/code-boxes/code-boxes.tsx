import { VERIFICATION_CODE_LENGTH, codeBoxesFromPaste, typeCodeDigit } from '@tableside/loyalty-providers';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import classes from './code-boxes.module.css';

/** An empty code: one empty string per box. */
export const EMPTY_CODE: readonly string[] = Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/**
 * "Verification code: exactly 6 digits, one per box, digits only; paste of 6 digits fills all; autofill as one-time
 * code" (3 §5). Typing a digit moves to the next box, Backspace on an empty box to the previous one. The first box
 * takes the browser's one-time-code autofill, which fills every box. Shared by the account login and the loyalty
 * login dialog; each passes its own words (`label`, `digitLabel`), since their strings load with their own pages.
 */
export function CodeBoxes({
  value,
  onChange,
  invalid,
  describedBy,
  label,
  digitLabel,
}: {
  readonly value: readonly string[];
  readonly onChange: (boxes: string[]) => void;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  /** The group's legend ("Verification code"). */
  readonly label: string;
  /** The accessible name of one box ("Digit 1 of 6"). */
  readonly digitLabel: (position: number, total: number) => string;
}) {
  const labelId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(VERIFICATION_CODE_LENGTH - 1, index))]?.focus();

  const fillAll = (text: string): boolean => {
    const pasted = codeBoxesFromPaste(text);
    if (!pasted) return false;
    onChange(pasted);
    focus(VERIFICATION_CODE_LENGTH - 1);
    return true;
  };
  const onInput = (index: number, text: string) => {
    // Autofill and some keyboards put the whole code into one box.
    if (text.length > 1 && fillAll(text)) return;
    const digit = text.slice(-1);
    const next = typeCodeDigit(value, index, digit);
    onChange(next);
    if (digit !== '' && next[index] === digit) focus(index + 1);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (fillAll(event.clipboardData.getData('text'))) event.preventDefault();
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (value[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      onChange(typeCodeDigit(value, index - 1, ''));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  return (
    <fieldset className={classes.codeGroup} aria-describedby={describedBy}>
      <legend id={labelId} className={classes.legend}>
        {label}
      </legend>
      <div className={classes.codeBoxes}>
        {Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={classes.codeBox}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index + 1, VERIFICATION_CODE_LENGTH)}
            aria-invalid={invalid}
            value={value[index] ?? ''}
            onChange={(event) => onInput(index, event.target.value)}
            onPaste={onPaste}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
