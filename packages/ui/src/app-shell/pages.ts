import classes from './pages.module.css';

/** The page styles shared by the small apps: page, title, card, amount, facts, link, field, list. */
export const pageClasses: Readonly<Record<string, string>> = classes;
