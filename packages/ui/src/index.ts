export { ActionBar } from './components/action-bar.js';
export { Banner } from './components/banner.js';
export type { BannerProps, BannerTone } from './components/banner.js';
export { BrandHero } from './components/brand-hero.js';
export type { BrandBannerContent, BrandContent, BrandHeroProps } from './components/brand-hero.js';
export {
  DARK_TEXT,
  LIGHT_TEXT,
  LUMINANCE_THRESHOLD,
  brandingVariables,
  isHexColour,
  relativeLuminance,
  textColourOn,
  themeVariables,
} from './components/branding.js';
export type { BrandTheme, Branding } from './components/branding.js';
export { useDocumentTheme } from './components/use-document-theme.js';
export { Button } from './components/button.js';
export type { ButtonProps, ButtonVariant } from './components/button.js';
export { Dialog } from './components/dialog.js';
export type { DialogProps } from './components/dialog.js';
export { EmptyState } from './components/empty-state.js';
export type { EmptyStateProps } from './components/empty-state.js';
export { ErrorState } from './components/error-state.js';
export type { ErrorStateProps } from './components/error-state.js';
export { MoneyText, formatMoneyText } from './components/money-text.js';
export type { MoneyTextProps } from './components/money-text.js';
export { ProductList, ProductRow } from './components/product-list.js';
export type { ProductListProps, ProductRowProps } from './components/product-list.js';
export { ProgressBar } from './components/progress-bar.js';
export type { ProgressBarProps } from './components/progress-bar.js';
export { RadioOption } from './components/radio-option.js';
export type { RadioOptionProps } from './components/radio-option.js';
export { SelectField } from './components/select-field.js';
export type { SelectFieldProps } from './components/select-field.js';
export { Spinner } from './components/spinner.js';
export type { SpinnerProps } from './components/spinner.js';
export { TOAST_DURATION_MS, Toast } from './components/toast.js';
export type { ToastProps } from './components/toast.js';
export { VenueHeader } from './components/venue-header.js';
export type { VenueHeaderProps } from './components/venue-header.js';
