'use client';

import { useEffect, useRef, useState } from 'react';
import { previewMessages } from '@/features/cms/components/preview-bridge.client';
import styles from './editor.module.css';

export interface PreviewLabels {
  title: string;
  phone: string;
  tablet: string;
  desktop: string;
  frameTitle: string;
}

const widths = { phone: 390, tablet: 768, desktop: 1280 } as const;

function previewUrl(pageId: number, revision: number, block: number | null): string {
  return `/cms/preview/${pageId}?v=${revision}${block === null ? '' : `&block=${block}`}`;
}
type Width = keyof typeof widths;

/**
 * The server's own rendering of the saved draft in a frame, at phone, tablet or desktop width
 * (scaled to fit). It reloads after each save; a click on a block in it selects that block here.
 */
export function PreviewPane({
  pageId,
  revision,
  selectedIndex,
  labels,
  onSelectIndex,
}: {
  pageId: number;
  revision: number;
  selectedIndex: number | null;
  labels: PreviewLabels;
  onSelectIndex: (index: number) => void;
}) {
  const [width, setWidth] = useState<Width>('desktop');
  const [available, setAvailable] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const selected = useRef(selectedIndex);
  useEffect(() => {
    selected.current = selectedIndex;
  }, [selectedIndex]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: string; index?: number };
      if (data?.type === previewMessages.select && typeof data.index === 'number') onSelectIndex(data.index);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelectIndex]);

  useEffect(() => {
    if (selectedIndex === null) return;
    frame.current?.contentWindow?.postMessage({ type: previewMessages.highlight, index: selectedIndex }, window.location.origin);
  }, [selectedIndex]);

  // Only a new revision reloads the frame; the selected block rides along for its first paint.
  const [src, setSrc] = useState(() => previewUrl(pageId, revision, selectedIndex));
  useEffect(() => {
    setSrc(previewUrl(pageId, revision, selected.current));
  }, [pageId, revision]);

  const frameWidth = widths[width];
  const scale = available > 0 ? Math.min(1, available / frameWidth) : 1;
  return (
    <section className={styles.previewPane} aria-label={labels.title}>
      <div className={styles.previewToolbar} role="group" aria-label={labels.title}>
        {(Object.keys(widths) as Width[]).map((key) => (
          <button key={key} type="button" aria-pressed={width === key} onClick={() => setWidth(key)} className={styles.toggle}>
            {labels[key]} ({widths[key]}px)
          </button>
        ))}
      </div>
      <div ref={box} className={styles.previewBox}>
        <iframe
          ref={frame}
          key={src}
          src={src}
          title={labels.frameTitle}
          className={styles.previewFrame}
          data-width={width}
          style={{ width: frameWidth, height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
