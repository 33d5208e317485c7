/**
 * A small set of line icons blocks can name (the Icon field kind). Unknown names draw nothing:
 * an icon decorates a label, it never replaces one.
 */
const paths: Record<string, string> = {
  car: 'M3 13l2-6h14l2 6v5h-2v-2H5v2H3zM6.5 13h11l-1.2-4H7.7zM7 14.5a1 1 0 100 2 1 1 0 000-2zm10 0a1 1 0 100 2 1 1 0 000-2z',
  calendar: 'M7 2v2H4v17h16V4h-3V2h-2v2H9V2zM6 9h12v10H6z',
  wrench: 'M14.7 3.3a5 5 0 00-6.4 6.4L3 15l3 3 5.3-5.3a5 5 0 006.4-6.4l-3 3-2.1-.9-.9-2.1z',
  tag: 'M3 3h8l10 10-8 8L3 11zm4 2.5a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
  phone: 'M6.6 10.8a15 15 0 006.6 6.6l2.2-2.2 4.6 1.6V21A17 17 0 013 4h4.2l1.6 4.6z',
  location: 'M12 2a7 7 0 00-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 00-7-7zm0 9.5a2.5 2.5 0 110-5 2.5 2.5 0 010 5z',
  info: 'M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  shield: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z',
};

export const iconNames = Object.keys(paths);

export function Icon({ name, size = 24 }: { name: string | undefined; size?: number }) {
  const d = name ? paths[name] : undefined;
  if (!d) return null;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={d} />
    </svg>
  );
}
