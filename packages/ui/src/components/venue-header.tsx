import classes from './venue-header.module.css';

export interface VenueHeaderProps {
  /** The venue's name, as the server sends it. */
  readonly name: string;
  /** The venue's logo (the venue's `imageUrl`), when it has one. */
  readonly logoUrl?: string | undefined;
  /** A second line under the name, e.g. the table. */
  readonly detail?: string | undefined;
}

/**
 * Where the diner is: the venue's logo (decorative, the name is beside it) and name, and an optional detail line.
 * Not a heading: the page's `h1` says what the page is for.
 */
export function VenueHeader({ name, logoUrl, detail }: VenueHeaderProps) {
  return (
    <div className={classes.venue}>
      {logoUrl ? <img className={classes.logo} src={logoUrl} alt="" width={40} height={40} /> : null}
      <p className={classes.text}>
        <span className={classes.name}>{name}</span>
        {detail ? <span className={classes.detail}>{detail}</span> : null}
      </p>
    </div>
  );
}
