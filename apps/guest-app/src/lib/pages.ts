import { pageClasses } from '@tableside/ui/app-shell';
import guestClasses from './guest-pages.module.css';

/** The page styles shared with the other small apps (`@tableside/ui/app-shell`) plus the guest app's own: header, menu, tiles, toggles. */
const classes: Readonly<Record<string, string>> = { ...pageClasses, ...guestClasses };

export default classes;
