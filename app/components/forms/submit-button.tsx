import type { ComponentProps, ReactNode } from "react";

/**
 * A submit button that says what is happening while its form is in flight. It stays in the
 * tab order (aria-disabled rather than disabled) so focus is not thrown out of the form, and
 * a second press while pending is ignored.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = "btn btn-primary",
  onClick,
  ...props
}: Omit<ComponentProps<"button">, "type"> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <button
      {...props}
      type="submit"
      className={className}
      aria-disabled={pending || undefined}
      data-pending={pending ? "" : undefined}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
