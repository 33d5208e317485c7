import type { Translate } from '@/i18n/i18n';
import type { BlockFormLabels } from './block-form/block-form-labels';
import type { EditorLabels } from './page-editor.client';

/** Every string of the editor, translated on the server (the browser gets no i18n runtime). */
export function editorLabels(t: Translate, form: BlockFormLabels): EditorLabels {
  const k = (key: string) => t(`cms.editor.${key}`);
  return {
    blocks: {
      title: k('blocks.title'),
      dragHandle: k('blocks.drag_handle'),
      moveUp: k('blocks.move_up'),
      moveDown: k('blocks.move_down'),
      duplicate: k('blocks.duplicate'),
      remove: k('blocks.remove'),
      empty: k('blocks.empty'),
      hasProblems: k('blocks.has_problems'),
    },
    catalogue: { open: k('catalogue.open'), title: k('catalogue.title'), close: k('catalogue.close'), add: k('catalogue.add') },
    form,
    settings: {
      title: k('settings.title'),
      pageTitle: k('settings.page_title'),
      path: k('settings.path'),
      pathHelp: k('settings.path_help'),
      metaTitle: k('settings.meta_title'),
      metaDescription: k('settings.meta_description'),
      canonicalUrl: k('settings.canonical_url'),
      noSeo: k('settings.no_seo'),
    },
    preview: {
      title: k('preview.title'),
      phone: k('preview.phone'),
      tablet: k('preview.tablet'),
      desktop: k('preview.desktop'),
      frameTitle: k('preview.frame_title'),
    },
    publish: {
      status: {
        saved: k('publish.status.saved'),
        dirty: k('publish.status.dirty'),
        saving: k('publish.status.saving'),
        conflict: k('publish.status.conflict'),
        error: k('publish.status.error'),
      },
      undo: k('publish.undo'),
      redo: k('publish.redo'),
      publish: k('publish.publish'),
      publishing: k('publish.publishing'),
      published: k('publish.published'),
      scheduleAt: k('publish.schedule_at'),
      schedule: k('publish.schedule'),
      // Placeholders are filled in the browser, where the values are known.
      scheduledFor: t('cms.editor.publish.scheduled_for', { at: '{{at}}' }),
      cancelSchedule: k('publish.cancel_schedule'),
      problems: t('cms.editor.publish.problems', { n: '{{n}}' }),
      conflict: t('cms.editor.publish.conflict', { who: '{{who}}', at: '{{at}}' }),
      conflictKeepMine: k('publish.conflict_keep_mine'),
      conflictTakeTheirs: k('publish.conflict_take_theirs'),
      viewLive: k('publish.view_live'),
      publishFailed: k('publish.publish_failed'),
    },
    versions: {
      title: k('versions.title'),
      show: k('versions.show'),
      empty: k('versions.empty'),
      by: t('cms.editor.versions.by', { who: '{{who}}' }),
      compare: k('versions.compare'),
      restore: k('versions.restore'),
      restored: t('cms.editor.versions.restored', { n: '{{n}}' }),
      noChanges: k('versions.no_changes'),
      attribute: k('versions.attribute'),
      blockAdded: k('versions.block_added'),
      blockRemoved: k('versions.block_removed'),
      blockMoved: k('versions.block_moved'),
      failed: k('versions.failed'),
    },
    formTitle: k('form_title'),
    noBlockSelected: k('no_block_selected'),
  };
}
