/** Where the 外部送信 notice lives (src/app/external-transmission). */
export const externalTransmissionPath = '/external-transmission';

/**
 * A link to the 外部送信 notice, for the footer and anywhere else that must point to it. The label
 * comes translated (`tags.notice.link`).
 */
export function ExternalTransmissionLink({ label, className }: { label: string; className?: string }) {
  return (
    <a href={externalTransmissionPath} className={className}>
      {label}
    </a>
  );
}
