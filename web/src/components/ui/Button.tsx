import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { SiteLink } from '../../app/site-nav';
import classes from './ui.module.css';

export interface ButtonLook {
  /** filled (the default), light (tinted), subtle (text only), default (white with a border) */
  variant?: 'filled' | 'light' | 'subtle' | 'default';
  color?: 'press' | 'navy' | 'steel';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** shown with a spinner and not pressable while true */
    loading?: boolean;
  };

const look = (
  { variant = 'filled', color = 'navy', size = 'sm', fullWidth, leftSection, rightSection }: ButtonLook,
  extra?: string,
) => ({
  className: [classes.button, extra].filter(Boolean).join(' '),
  'data-variant': variant,
  'data-color': color,
  'data-size': size,
  'data-full': fullWidth || undefined,
  // An icon needs less room at its edge than words do (as Mantine's buttons have it).
  'data-with-left-section': leftSection ? true : undefined,
  'data-with-right-section': rightSection ? true : undefined,
});

function Inside({ leftSection, rightSection, children }: ButtonLook & { children: ReactNode }) {
  return (
    <>
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span>{children}</span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </>
  );
}

/**
 * The public pages' button, in the app's look (Mantine's sizes and the brand colours) without
 * Mantine, so the site's entry stays small.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    color,
    size,
    fullWidth,
    leftSection,
    rightSection,
    loading,
    className,
    children,
    disabled,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      {...rest}
      {...look({ variant, color, size, fullWidth, leftSection, rightSection }, className)}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
    >
      {loading && <span className={classes.spinner} aria-hidden />}
      <Inside leftSection={leftSection} rightSection={rightSection}>
        {children}
      </Inside>
    </button>
  );
});

/** A link that looks like a button (client-side inside the app, a document load on the site). */
export function ButtonLink({
  href,
  variant,
  color,
  size,
  fullWidth,
  leftSection,
  rightSection,
  className,
  children,
  ...rest
}: ButtonLook & {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-label'?: string;
}) {
  return (
    <SiteLink
      href={href}
      {...rest}
      {...look({ variant, color, size, fullWidth, leftSection, rightSection }, className)}
    >
      <Inside leftSection={leftSection} rightSection={rightSection}>
        {children}
      </Inside>
    </SiteLink>
  );
}
