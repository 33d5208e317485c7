/** The editor's calls to the APIs (same origin; the session cookie goes along): drafts, versions, media. */
import type { PageChange } from '@/features/pages/page-diff';

export interface DraftAnswer {
  revision: number;
  content: Record<string, unknown>;
  problems: { pointer: string; detail: string }[];
  updated_by: string | null;
  updated_at: string | null;
  scheduled_at: string | null;
}

export class EditorApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: { pointer: string; detail: string }[] = [],
  ) {
    super(detail);
  }
}

export interface VersionSummary {
  number: number;
  published_by: string;
  published_at: string;
  note: string | null;
}

export interface MediaItem {
  id: number;
  alt: string;
  thumbnail_url: string | null;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    credentials: 'same-origin',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), accept: 'application/json', ...init.headers },
  });
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { data?: T; detail?: string; errors?: { pointer: string; detail: string }[] };
  if (!response.ok) throw new EditorApiError(response.status, body.detail ?? response.statusText, body.errors);
  return body.data as T;
}

export const editorApi = {
  load: (pageId: number) => call<DraftAnswer>(`/api/pages/${pageId}/draft`),
  save: (pageId: number, content: Record<string, unknown>, revision: number) =>
    call<DraftAnswer>(`/api/pages/${pageId}/draft`, { method: 'PUT', body: JSON.stringify({ content, revision }) }),
  discard: (pageId: number) => call<void>(`/api/pages/${pageId}/draft`, { method: 'DELETE' }),
  publish: (pageId: number, revision: number, note: string | null) =>
    call<unknown>(`/api/pages/${pageId}/publish`, { method: 'POST', body: JSON.stringify({ revision, note }) }),
  schedule: (pageId: number, revision: number, at: string | null) =>
    call<{ scheduled_at: string | null }>(`/api/pages/${pageId}/schedule`, { method: 'POST', body: JSON.stringify({ revision, at }) }),
  versions: (pageId: number) => call<VersionSummary[]>(`/api/pages/${pageId}/versions`),
  /** What the current draft changes compared with version `number`. */
  changesSince: (pageId: number, number: number) =>
    call<{ changes: PageChange[] }>(`/api/pages/${pageId}/versions/${number}`).then((v) => v.changes),
  restore: (pageId: number, number: number, revision: number) =>
    call<unknown>(`/api/pages/${pageId}/versions/${number}/restore`, { method: 'POST', body: JSON.stringify({ revision }) }),
  images: (query: string, signal: AbortSignal) => call<MediaItem[]>(`/api/v2/images?q=${encodeURIComponent(query)}`, { signal }),
};
