import classes from './skip-link.module.css';

/** First focusable element of a layout: jumps past the header and navigation. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a className={classes.link} href={`#${target}`}>
      Skip to main content
    </a>
  );
}
