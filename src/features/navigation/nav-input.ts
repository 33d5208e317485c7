import { z } from 'zod';

const url = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .regex(/^(\/(?!\/)|#|https?:\/\/)/, 'Use a path starting with /, an anchor or an http(s) URL');
const entry = z.object({ label: z.string().trim().min(1).max(60), url });

/** The whole navigation, two levels deep, as editors send it. */
export const navTreeSchema = z.array(entry.extend({ children: z.array(entry).max(20).default([]) })).max(12);
export type NavTreeInput = z.infer<typeof navTreeSchema>;
