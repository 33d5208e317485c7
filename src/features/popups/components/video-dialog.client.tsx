'use client';

import { Modal } from './modal.client';
import styles from './popups.module.css';

/** The video modal's dialog: the player, playing, until the modal closes and removes it. */
export default function VideoDialog({
  src,
  title,
  closeLabel,
  onClose,
}: {
  src: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} label={title} closeLabel={closeLabel} variant="video">
      <iframe
        className={styles.player}
        src={src}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </Modal>
  );
}
