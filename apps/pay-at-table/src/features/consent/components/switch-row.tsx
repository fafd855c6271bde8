import { useId } from 'react';
import classes from './consent.module.css';

export interface SwitchRowProps {
  readonly label: string;
  readonly description: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * One on/off preference: a labelled switch (a checkbox with the switch role) and its description. The whole row is
 * the switch's label, so the row (at least 44 px tall) is the tap target; the switch is named by the label's text
 * alone and described by the description.
 */
export function SwitchRow({ label, description, checked, disabled = false, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <label className={classes.toggle}>
      <span className={classes.toggleText}>
        <span id={`${id}-label`}>{label}</span>
        <span id={`${id}-description`}>{description}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className={classes.switch}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
