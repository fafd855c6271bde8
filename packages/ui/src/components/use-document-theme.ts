import { useEffect } from 'react';
import { themeVariables, type BrandTheme } from './branding.js';

/**
 * Applies a customization's theme to the whole page: its CSS variables (see `themeVariables`) are set on the document
 * root while the component is mounted with that theme, and taken off again when the theme changes or it unmounts, so
 * the default tokens come back.
 */
export function useDocumentTheme(theme: BrandTheme | undefined): void {
  useEffect(() => {
    const variables = Object.entries(themeVariables(theme));
    const root = document.documentElement;
    for (const [name, value] of variables) root.style.setProperty(name, value);
    return () => {
      for (const [name] of variables) root.style.removeProperty(name);
    };
  }, [theme]);
}
