import { exhaustiveSwitchError, zero, type Money } from '@tableside/billing-domain';
import { customTipAmount, type Tip, type TipChoiceState } from '@tableside/tips-engine';

/** The tip a choice stands for: a preset's amount, a custom tip on `base`, or nothing for "no tip" or no choice. */
export function chosenTip(choice: TipChoiceState, tips: readonly Tip[], base: Money): Money {
  switch (choice.status) {
    case 'undetermined':
    case 'unselected':
      return zero(base.currency);
    case 'selected': {
      const selected = choice.choice;
      if (selected.kind === 'custom') return customTipAmount(selected.custom, base);
      return tips.find((tip) => tip.position === selected.position)?.amount ?? zero(base.currency);
    }
    default:
      return exhaustiveSwitchError(choice);
  }
}
