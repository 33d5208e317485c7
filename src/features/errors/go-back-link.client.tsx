'use client';

export function GoBackLink({ label }: { label: string }) {
  return (
    <a
      href="/"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      {label}
    </a>
  );
}
