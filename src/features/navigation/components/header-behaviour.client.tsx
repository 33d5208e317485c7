'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import styles from './site-header.module.css';

/**
 * The two interactive parts of the header: the mobile menu toggle, and hiding the header by sliding
 * it up (0.4 s, in CSS) while the visitor scrolls down, showing it again on the way up.
 */
export function HeaderBehaviour({ menuLabel, closeLabel, menuId }: { menuLabel: string; closeLabel: string; menuId: string }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [menuPath, setMenuPath] = useState(pathname);
  // A new page closes the menu (adjusting state during render, not in an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-menu-open', open);
    if (!open) return;
    // Escape closes the open menu and hands focus back to its button (issue 7 item 23).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const hidden = y > last && y > 120;
        document.documentElement.toggleAttribute('data-header-hidden', hidden);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      ref={button}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={menuId}
      onClick={() => setOpen((v) => !v)}
    >
      {open ? closeLabel : menuLabel}
    </button>
  );
}
