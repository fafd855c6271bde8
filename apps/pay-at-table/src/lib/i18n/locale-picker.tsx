import { UI_LOCALES, UI_LOCALE_NAMES, uiLocaleSchema } from '@tableside/i18n';
import { SelectField } from '@tableside/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services-context.js';
import { changeLocale } from './setup-i18n.js';
import classes from './locale-picker.module.css';
import { useLocale } from './use-locale.js';

/** The language picker, each locale named in its own language (a static list); the choice is remembered on this device. */
export function LocalePicker() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { device } = useServices();
  const id = useId();
  return (
    <div className={classes.picker}>
      <label htmlFor={id}>{t('app.localePicker.label')}</label>
      <SelectField
        id={id}
        value={locale}
        onChange={(event) => {
          const next = uiLocaleSchema.safeParse(event.target.value);
          if (!next.success) return;
          device.getState().setPreferredLocale(next.data);
          void changeLocale(i18n, next.data);
        }}
      >
        {UI_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {UI_LOCALE_NAMES[option]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
