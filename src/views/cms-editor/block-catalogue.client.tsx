'use client';

import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { CatalogueEntry } from './editor-types';
import styles from './editor.module.css';

export interface CatalogueLabels {
  open: string;
  title: string;
  close: string;
  add: string;
}

/** "Add block": every block type, grouped by `group` and ordered by `list_priority`, with its description. */
export function BlockCatalogue({
  catalogue,
  labels,
  onAdd,
}: {
  catalogue: Record<string, CatalogueEntry>;
  labels: CatalogueLabels;
  onAdd: (key: string) => void;
}) {
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of Object.values(catalogue).sort((a, b) => a.template.list_priority - b.template.list_priority)) {
    groups.set(entry.template.group, [...(groups.get(entry.template.group) ?? []), entry]);
  }
  return (
    <DialogTrigger>
      <Button className={styles.primaryButton}>{labels.open}</Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <div className={styles.dialogHeader}>
                  <Heading slot="title" className={styles.dialogTitle}>
                    {labels.title}
                  </Heading>
                  <Button onPress={close} className={styles.secondaryButton}>
                    {labels.close}
                  </Button>
                </div>
                {[...groups].map(([group, entries]) => (
                  <section key={group} aria-label={group} className={styles.catalogueGroup}>
                    <h3>{group}</h3>
                    <ul className={styles.catalogueList}>
                      {entries.map(({ template }) => (
                        <li key={template.key} className={styles.catalogueItem}>
                          {/* Decorative: the name and description next to it say what the block is. */}
                          <img
                            src={template.thumbnail_url}
                            alt=""
                            width={160}
                            height={100}
                            loading="lazy"
                            className={styles.catalogueThumb}
                          />
                          <span className={styles.catalogueName}>{template.name}</span>
                          <span className={styles.muted}>{template.short_description}</span>
                          <Button
                            className={styles.secondaryButton}
                            aria-label={`${labels.add}: ${template.name}`}
                            onPress={() => {
                              onAdd(template.key);
                              close();
                            }}
                          >
                            {labels.add}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
