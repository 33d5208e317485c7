import type { ReactNode } from 'react';
import type { Translate } from '@/i18n/i18n';
import { Heading } from '@/ui/heading';
import { CollectionModal } from '../inspired-collection/islands';

/**
 * A model block's modal (standard equipment, additional specification): the inspired collection's
 * island, shared rather than copied — the site's native-<dialog> modal once hydrated (the page
 * behind inert, Escape closes, focus returns to the button), a <details> disclosure that opens in
 * place before that and without JavaScript. The modal is a page of its own: its title is an h2.
 */
export function SpecModal({
  id,
  buttonLabel,
  title,
  t,
  children,
}: {
  id: string;
  buttonLabel: string;
  title: string;
  t: Translate;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <CollectionModal buttonLabel={buttonLabel} closeLabel={t('model_spec.close')} titleId={titleId} label={title}>
      <Heading level="h2" size="m" id={titleId}>
        {title}
      </Heading>
      {children}
    </CollectionModal>
  );
}
