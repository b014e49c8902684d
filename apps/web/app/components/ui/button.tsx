import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

/**
 * 'outline' is the back office's plain button; 'primary', 'danger' and 'ghost' its others;
 * 'ink' the storefront's dark call to action.
 */
export type ButtonVariant = 'outline' | 'primary' | 'danger' | 'ghost' | 'ink';

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  outline: styles.button,
  primary: styles.primary,
  danger: styles.danger,
  ghost: styles.ghost,
  ink: styles.ink,
};

/** The classes that draw a button, for a link or a label that looks like one. */
export function buttonClass(
  variant: ButtonVariant = 'outline',
  { small = false, className }: { small?: boolean; className?: string } = {},
): string {
  return [VARIANT_CLASS[variant], small ? styles.small : undefined, className]
    .filter(Boolean)
    .join(' ');
}

/** A button of the shop's look; `type` is asked for, since a form's default is submit. */
export function Button({
  variant,
  small,
  className,
  type,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  type: 'button' | 'submit';
  variant?: ButtonVariant;
  small?: boolean;
}) {
  return <button type={type} className={buttonClass(variant, { small, className })} {...props} />;
}
