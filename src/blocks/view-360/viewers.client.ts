'use client';

/** The one island module of both 360 viewers (docs/architecture.md, "Islands"): one chunk, fetched by pages that show either. */
export { Exterior360 } from './exterior-viewer.client';
export { Interior360 } from './interior-viewer.client';
