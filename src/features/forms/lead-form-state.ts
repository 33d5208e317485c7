/** What the form island shows after a submission: shared by the server action and the island. */
export type LeadFormState =
  | { status: 'idle'; attempt: number }
  | { status: 'sent'; attempt: number; id: string }
  /** Field name → message; `values` puts back what was sent when the page renders again without JavaScript. */
  | { status: 'invalid'; attempt: number; errors: Record<string, string>; values: Record<string, string | string[]> }
  /** `message` when the server has a specific one (too many sends, form closed); else the form's own failure text. */
  | { status: 'error'; attempt: number; message?: string; values: Record<string, string | string[]> };

export const initialLeadFormState: LeadFormState = { status: 'idle', attempt: 0 };
