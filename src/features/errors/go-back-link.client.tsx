'use client';

import Link from 'next/link';

export function GoBackLink({ label }: { label: string }) {
  return (
    <Link
      href="/"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      {label}
    </Link>
  );
}
