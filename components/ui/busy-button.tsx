import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses } from './button';
import { Spinner } from './spinner';

// While pending the button only looks disabled: `disabled:` styles never apply to it.
const pendingLook = {
  primary: 'aria-disabled:bg-brand-700/60',
  danger: 'aria-disabled:bg-red-700/60',
};

/**
 * A form's or a step's main button. While its request runs it keeps the focus (aria-disabled, not
 * disabled: a disabled button drops the keyboard's focus to the start of the page, WCAG 2.4.3),
 * ignores presses (a pressed submit button, or Enter in a field, submits nothing) and says what it
 * waits for.
 */
export function BusyButton(props: {
  pending: boolean;
  /** Read out while pending, e.g. "Texting the code…". */
  busyWords: string;
  type?: 'button' | 'submit';
  variant?: keyof typeof pendingLook;
  onClick?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { pending, variant = 'primary' } = props;
  function press(event: MouseEvent<HTMLButtonElement>) {
    if (pending) event.preventDefault();
    else props.onClick?.();
  }
  return (
    <>
      <button
        type={props.type ?? 'button'}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        onClick={press}
        className={buttonClasses(
          variant,
          'md',
          `w-full text-base aria-disabled:cursor-wait ${pendingLook[variant]} ${props.className ?? ''}`,
        )}
      >
        {pending && <Spinner />}
        {props.children}
      </button>
      <p role="status" className="sr-only">
        {pending ? props.busyWords : ''}
      </p>
    </>
  );
}
