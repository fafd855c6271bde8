import type { Block } from '@tableside/menu-availability';
import classes from './menu.module.css';

export interface MenuBlockCardProps {
  readonly block: Block;
  /** The language of the menu (e.g. `EN`): the block's translations for it are used when present. */
  readonly language?: string;
  /** The block's own page, when it has one. */
  readonly href?: string;
  /** 1 on the block's own page (its title is the page's heading), 3 in a menu's category (the default). */
  readonly headingLevel?: 1 | 3;
}

/** A menu block: title, description, image and an optional link, in the block's colours. */
export function MenuBlockCard({ block, language, href, headingLevel = 3 }: MenuBlockCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const translated = language ? block.translations?.[language] : undefined;
  const title = translated?.title ?? block.title;
  const description = translated?.description ?? block.description;
  const urlLabel = translated?.urlLabel ?? block.urlLabel ?? block.url;
  const style = { ...(block.backgroundColor ? { background: block.backgroundColor } : {}), ...(block.textColor ? { color: block.textColor } : {}) };
  return (
    <article className={classes.block} style={style}>
      {block.imageUrl ? <img src={block.imageUrl} alt="" className={classes.blockImage} loading="lazy" /> : null}
      <Heading className={classes.blockTitle}>{href ? <a href={href}>{title}</a> : title}</Heading>
      {description ? <p className={classes.blockDescription}>{description}</p> : null}
      {block.url ? (
        <a href={block.url} target="_blank" rel="noreferrer" className={classes.blockLink}>
          {urlLabel}
        </a>
      ) : null}
    </article>
  );
}
