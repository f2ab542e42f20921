import { NavLink } from 'react-router';
import classes from './section-nav.module.css';

export interface SectionNavLink {
  to: string;
  label: string;
  /** Current only on this exact path, not the paths under it (a section's first screen). */
  end?: boolean;
}

/** Links between the screens of one section (checkout, the catalogue), the current one marked. */
export function SectionNav({ label, links }: { label: string; links: readonly SectionNavLink[] }) {
  return (
    <nav aria-label={label} className={classes.nav}>
      {links.map((link) => (
        <NavLink key={link.to} end={link.end} to={link.to} className={classes.link}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
