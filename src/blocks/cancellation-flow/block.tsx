import { cancellationTexts, type CancellationTextKey } from '@/features/ordering/cancellation-texts';
import { CancellationPanel } from '@/features/ordering/components/cancellation-panel';
import { defineBlock } from '../types';
import { loadCancellationFlow } from './load.server';
import { cancellationFlowTemplate, type CancellationFlowFields } from './template';

/** Which screen text each editor field replaces; a field left empty keeps the translated text. */
const textOfField = {
  title: 'title',
  cancellation_text: 'body',
  paid_lead_cancel_only_text: 'paid_body',
  modal_title: 'modal_title',
  modal_text: 'modal_body',
  paid_modal_text: 'modal_paid_body',
  modal_primary_button_label: 'confirm',
  paid_modal_primary_button_label: 'paid_confirm',
  modal_secondary_button_label: 'back',
  thank_you_title: 'thank_you_title',
  thank_you_text: 'thank_you_body',
  awaiting_cancellation_title: 'awaiting_cancellation_title',
  awaiting_cancellation_text: 'awaiting_cancellation_body',
  cancelled_title: 'cancelled_title',
  cancelled_text: 'cancelled_body',
  unavailable_text: 'unavailable',
  error_title: 'error_title',
  error_text: 'error_body',
  try_again_label: 'try_again',
} as const satisfies Partial<Record<keyof CancellationFlowFields, CancellationTextKey>>;

function editorTexts(fields: CancellationFlowFields): Partial<Record<CancellationTextKey, string>> {
  return Object.fromEntries(Object.entries(textOfField).map(([name, key]) => [key, fields[name as keyof typeof textOfField]]));
}

/**
 * The cancellation flow (blocks.md 2.17) on an editor's page: the same state chart, server function
 * and screens as the order's confirmation page (decision 0034), with this block's texts. Rendered
 * per request from the signed link in the query; links and a server-action form, no JavaScript.
 */
export const cancellationFlow = defineBlock({
  template: cancellationFlowTemplate,
  dynamic: true,
  defaultContent: { fields: {}, field_groups: [] },
  load: (_content, context) => loadCancellationFlow(context),
  Component: ({ fields, data, context }) => (
    <div className="grid-container">
      <CancellationPanel
        screen={data.screen}
        order={data.order}
        here={data.here}
        texts={cancellationTexts(context.t, editorTexts(fields))}
        headingLevel={fields.header_tag}
        focus={data.focus}
      />
    </div>
  ),
});
