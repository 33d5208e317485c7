import { AppError } from '@/lib/app-error';
import { problemResponse } from '@/lib/problem.server';

/**
 * Any path under /api/ that no route owns: 404 problem+json for every method, never the HTML
 * 404 page (API clients parse the answer).
 */
function notFound(): Response {
  return problemResponse(new AppError('NOT_FOUND', 'No API route matches this path.'));
}

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
