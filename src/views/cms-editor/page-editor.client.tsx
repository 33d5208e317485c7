'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { BlockCatalogue, type CatalogueLabels } from './block-catalogue.client';
import { BlockForm } from './block-form/block-form.client';
import type { BlockFormLabels } from './block-form/block-form-labels';
import { validateBlockContent, withServerRules, type FormError } from './block-form/validate-block';
import { BlockList, type BlockListLabels } from './block-list.client';
import {
  duplicateBlock,
  insertBlock,
  moveBlock,
  problemsByBlock,
  removeBlock,
  reorderBlocks,
  updateBlockContent,
} from './block-operations';
import { editorApi, type DraftAnswer } from './editor-api';
import { withKeys, type CatalogueEntry, type EditorContent } from './editor-types';
import { PageSettingsForm, type PageSettingsLabels } from './page-settings-form.client';
import { PreviewPane, type PreviewLabels } from './preview-pane.client';
import { PublishBar, type PublishLabels } from './publish-bar.client';
import { useDraftAutosave } from './use-draft-autosave';
import { useHistory } from './use-history';
import { VersionsPanel, type VersionsLabels } from './versions-panel.client';
import { useMediaPicker, type MediaLabels } from './media-picker.client';
import styles from './editor.module.css';

export interface EditorLabels {
  blocks: BlockListLabels;
  catalogue: CatalogueLabels;
  form: BlockFormLabels;
  settings: PageSettingsLabels;
  preview: PreviewLabels;
  publish: PublishLabels;
  versions: VersionsLabels;
  media: MediaLabels;
  formTitle: string;
  noBlockSelected: string;
}

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest('input, textarea, select, [contenteditable="true"]'));
}

/**
 * The page editor: blocks on the left, the selected block's form (or the page's settings) in the
 * middle, the server's rendering of the saved draft on the right. Every change is undoable and
 * saved to the draft shortly after; visitors see nothing until a publisher publishes.
 */
export function PageEditor({
  pageId,
  initial,
  catalogue,
  canPublish,
  livePath,
  labels,
}: {
  pageId: number;
  initial: DraftAnswer;
  catalogue: Record<string, CatalogueEntry>;
  canPublish: boolean;
  livePath: string | null;
  labels: EditorLabels;
}) {
  const [start] = useState(() => ({ ...initial, content: withKeys(initial.content) }));
  const history = useHistory<EditorContent>(start.content as EditorContent);
  const content = history.value;
  const save = useDraftAutosave(pageId, content, start);
  const [selectedKey, setSelectedKey] = useState<string | null>(content.blocks[0]?._key ?? null);
  const selectedIndex = content.blocks.findIndex((b) => b._key === selectedKey);
  const selected = selectedIndex >= 0 ? content.blocks[selectedIndex]! : null;
  const problems = useMemo(() => problemsByBlock(content, save.answer.problems), [content, save.answer.problems]);
  // Block problems are checked here, as the editor types, with the server's own schema and in
  // Japanese; the server's list (from the last save) still covers the page's own fields and the
  // blocks' own save rules.
  const savedBlocks = (save.answer.content as { blocks?: { content?: unknown }[] }).blocks;
  const blockProblems = useMemo(() => {
    const byKey = new Map<string, FormError[]>();
    content.blocks.forEach((block, i) => {
      const entry = catalogue[block.template_key];
      const fromServer = problems.byKey.get(block._key);
      const found = entry
        ? withServerRules(
            validateBlockContent(entry.template, block.content, labels.form.messages, { strict: true }),
            fromServer,
            savedBlocks?.[i],
            block.content,
          )
        : (fromServer ?? [{ pointer: 'template_key', detail: labels.form.messages.invalid }]);
      if (found.length) byKey.set(block._key, found);
    });
    return byKey;
  }, [content.blocks, catalogue, labels.form.messages, problems.byKey, savedBlocks]);
  const pageProblems = Object.fromEntries(
    Object.keys(problems.page).map((name) => [name, labels.settings.problems[name] ?? labels.settings.problems.other]),
  );
  const problemCount = Object.keys(pageProblems).length + [...blockProblems.values()].reduce((n, list) => n + list.length, 0);
  const { change, undo, redo } = history;
  const media = useMediaPicker(labels.media);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isEditable(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const selectIndex = useCallback((index: number) => setSelectedKey(content.blocks[index]?._key ?? null), [content.blocks]);

  const publish = async () => {
    const revision = await save.flush();
    await editorApi.publish(pageId, revision, null);
    await startFromServer();
  };
  const schedule = async (at: string | null) => {
    const revision = await save.flush();
    await editorApi.schedule(pageId, revision, at);
    await startFromServer();
  };
  // The live page (or the scheduled draft) is the new baseline; the selection stays where it was.
  const startFromServer = async () => {
    const fresh = await editorApi.load(pageId);
    const local = withKeys(fresh.content);
    const index = content.blocks.findIndex((b) => b._key === selectedKey);
    history.reset(local);
    save.rebase(fresh, local);
    setSelectedKey(local.blocks[index]?._key ?? local.blocks[0]?._key ?? null);
  };
  const resolveConflict = (keepMine: boolean) =>
    void save.resolveConflict(keepMine).then((theirs) => {
      if (!keepMine) history.reset(withKeys(theirs.content));
    });

  return (
    <div className={styles.editor}>
      <PublishBar
        status={save.status}
        conflict={save.conflict}
        problemCount={problemCount}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        canPublish={canPublish}
        scheduledAt={save.answer.scheduled_at}
        livePath={livePath}
        labels={labels.publish}
        onUndo={undo}
        onRedo={redo}
        onPublish={publish}
        onSchedule={schedule}
        onResolveConflict={resolveConflict}
      />
      {media.element}
      <div className={styles.panes}>
        <section className={styles.listPane} aria-labelledby="editor-blocks-title">
          <h2 id="editor-blocks-title" className={styles.paneTitle}>
            {labels.blocks.title}
          </h2>
          <BlockList
            blocks={content.blocks}
            catalogue={catalogue}
            selectedKey={selectedKey}
            problemKeys={new Set(blockProblems.keys())}
            labels={labels.blocks}
            onSelect={setSelectedKey}
            onReorder={(keys, target, position) => change(reorderBlocks(content, keys, target, position))}
            onMove={(key, by) => change(moveBlock(content, key, by))}
            onDuplicate={(key) => {
              const next = duplicateBlock(content, key);
              change(next.content);
              setSelectedKey(next.key);
            }}
            onRemove={(key) => {
              const index = content.blocks.findIndex((b) => b._key === key);
              change(removeBlock(content, key));
              if (key === selectedKey) setSelectedKey(content.blocks[index + 1]?._key ?? content.blocks[index - 1]?._key ?? null);
            }}
          />
          <BlockCatalogue
            catalogue={catalogue}
            labels={labels.catalogue}
            onAdd={(templateKey) => {
              const next = insertBlock(content, catalogue[templateKey]!, selectedKey);
              change(next.content);
              setSelectedKey(next.key);
            }}
          />
          <PageSettingsForm
            value={content}
            problems={pageProblems}
            labels={labels.settings}
            onChange={(name, value) => change({ ...content, [name]: value }, `page:${name}`)}
          />
          <VersionsPanel pageId={pageId} catalogue={catalogue} labels={labels.versions} beforeRestore={save.flush} />
        </section>
        <section className={styles.formPane} aria-labelledby="editor-form-title">
          <h2 id="editor-form-title" className={styles.paneTitle}>
            {selected
              ? `${labels.formTitle}: ${selectedIndex + 1}. ${catalogue[selected.template_key]?.template.name ?? selected.template_key}`
              : labels.formTitle}
          </h2>
          {selected && catalogue[selected.template_key] ? (
            <BlockForm
              key={selected._key}
              idPrefix={`block-${selected._key}`}
              template={catalogue[selected.template_key]!.template}
              value={selected.content}
              errors={blockProblems.get(selected._key)}
              labels={labels.form}
              onPickImage={media.pick}
              onChange={(next) => change(updateBlockContent(content, selected._key, next), `block:${selected._key}`)}
            />
          ) : (
            <p className={styles.muted}>{labels.noBlockSelected}</p>
          )}
        </section>
        <PreviewPane
          pageId={pageId}
          revision={save.answer.revision}
          selectedIndex={selectedIndex >= 0 ? selectedIndex : null}
          labels={labels.preview}
          onSelectIndex={selectIndex}
        />
      </div>
    </div>
  );
}
