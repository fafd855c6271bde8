import { LANGUAGE_ENDONYMS, LANGUAGE_PICKER_CODES, normaliseLanguageCode } from '@tableside/menu-availability';
import { SelectField } from '@tableside/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './menu.module.css';

export interface MenuLanguagePickerProps {
  /** The business's menu languages. */
  readonly languages: readonly string[];
  readonly value: string;
  readonly onChange: (language: string) => void;
}

/**
 * The menu language picker (3-menus §1, §2): the business's languages that the picker lists, Ukrainian (UK)
 * included. Each language is named in itself (a static list), so a diner finds their own whatever the interface language.
 */
export function MenuLanguagePicker({ languages, value, onChange }: MenuLanguagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const codes = languages.flatMap((language) => {
    const code = normaliseLanguageCode(language);
    return code.ok && LANGUAGE_PICKER_CODES.includes(code.value) ? [code.value] : [];
  });
  if (codes.length < 2) return null;
  return (
    <div className={classes.languagePicker}>
      <label htmlFor={id}>{t('app.menu.menuLanguage')}</label>
      <SelectField id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {codes.map((code) => (
          <option key={code} value={code} lang={code.toLowerCase()}>
            {LANGUAGE_ENDONYMS[code]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
