/** Names of the inputs every lead form has besides its own fields (shared by the island and the validator). */
export const consentField = 'privacy_consent';
export const marketingField = 'marketing_opt_in';
/** A field no person sees (visually hidden, skipped by keyboard); a bot filling it gives itself away. */
export const honeypotField = 'company_website';
