import { useTranslation } from 'react-i18next';
import { CodeBoxes as SharedCodeBoxes } from '../../../lib/code-boxes/code-boxes.js';

/** The shared 6-digit code boxes (lib/code-boxes, also used by the loyalty login) worded with the account's strings. */
export function CodeBoxes(props: {
  readonly value: readonly string[];
  readonly onChange: (boxes: string[]) => void;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  return <SharedCodeBoxes {...props} label={t('app.account.code.label')} digitLabel={(position, total) => t('app.account.code.digit', { position, total })} />;
}
