'use client';

import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import type { CatalogueEntry, EditorBlock } from './editor-types';
import styles from './editor.module.css';

export interface BlockListLabels {
  title: string;
  dragHandle: string;
  moveUp: string;
  moveDown: string;
  duplicate: string;
  remove: string;
  empty: string;
  hasProblems: string;
}

/** A line that tells blocks of one type apart: the first text field that has a value. */
function summary(block: EditorBlock): string {
  const value = ['title', 'heading', 'header', 'name', 'text']
    .map((name) => block.content.fields[name])
    .find((v) => typeof v === 'string' && v.trim());
  return typeof value === 'string' ? value.slice(0, 60) : '';
}

/**
 * The page's blocks in order. Drag a block by its handle — or, from the keyboard, focus the handle,
 * press Enter and move with the arrow keys — or use the buttons; select one to edit it.
 */
export function BlockList({
  blocks,
  catalogue,
  selectedKey,
  problemKeys,
  labels,
  onSelect,
  onReorder,
  onMove,
  onDuplicate,
  onRemove,
}: {
  blocks: EditorBlock[];
  catalogue: Record<string, CatalogueEntry>;
  selectedKey: string | null;
  problemKeys: ReadonlySet<string>;
  labels: BlockListLabels;
  onSelect: (key: string) => void;
  onReorder: (keys: string[], target: string, position: 'before' | 'after') => void;
  onMove: (key: string, by: -1 | 1) => void;
  onDuplicate: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) =>
      onReorder([...event.keys].map(String), String(event.target.key), event.target.dropPosition === 'before' ? 'before' : 'after'),
  });
  return (
    <GridList
      aria-label={labels.title}
      items={blocks.map((block, index) => ({ ...block, index }))}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelectionChange={(keys) => {
        const [key] = [...(keys as Set<string>)];
        if (key) onSelect(String(key));
      }}
      dragAndDropHooks={dragAndDropHooks}
      className={styles.blockList}
      renderEmptyState={() => <p className={styles.muted}>{labels.empty}</p>}
    >
      {(block) => {
        const name = catalogue[block.template_key]?.template.name ?? block.template_key;
        const text = summary(block);
        return (
          <GridListItem id={block._key} textValue={`${block.index + 1}. ${name} ${text}`} className={styles.blockItem}>
            <Button slot="drag" className={styles.dragHandle} aria-label={labels.dragHandle}>
              <svg viewBox="0 0 10 16" width="10" height="16" aria-hidden="true">
                {[3, 8, 13].map((y) => (
                  <g key={y}>
                    <circle cx="2.5" cy={y} r="1.5" fill="currentColor" />
                    <circle cx="7.5" cy={y} r="1.5" fill="currentColor" />
                  </g>
                ))}
              </svg>
            </Button>
            <span className={styles.blockText}>
              <span className={styles.blockName}>
                {block.index + 1}. {name}
                {problemKeys.has(block._key) ? (
                  <span className={styles.problemBadge} title={labels.hasProblems}>
                    !<span className="visually-hidden">{labels.hasProblems}</span>
                  </span>
                ) : null}
              </span>
              {text ? <span className={styles.blockSummary}>{text}</span> : null}
            </span>
            <span className={styles.blockActions}>
              <Button aria-label={`${labels.moveUp}: ${name}`} isDisabled={block.index === 0} onPress={() => onMove(block._key, -1)}>
                ↑
              </Button>
              <Button
                aria-label={`${labels.moveDown}: ${name}`}
                isDisabled={block.index === blocks.length - 1}
                onPress={() => onMove(block._key, 1)}
              >
                ↓
              </Button>
              <Button aria-label={`${labels.duplicate}: ${name}`} onPress={() => onDuplicate(block._key)}>
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  <rect x="5" y="5" width="9" height="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  <path d="M3 11V2h9" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </Button>
              <Button aria-label={`${labels.remove}: ${name}`} onPress={() => onRemove(block._key)}>
                ✕
              </Button>
            </span>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
