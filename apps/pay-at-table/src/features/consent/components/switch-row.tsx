import { useId } from 'react';
import classes from './consent.module.css';

export interface SwitchRowProps {
  readonly label: string;
  readonly description: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** One on/off preference: a labelled switch (a checkbox with the switch role) and its description. */
export function SwitchRow({ label, description, checked, disabled = false, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div className={classes.toggle}>
      <span className={classes.toggleText}>
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-description`}>{description}</span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={classes.switch}
        aria-describedby={`${id}-description`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
