import { Fragment } from 'react';
import type { TextPart } from '../highlight';

/** Text with its matches in <mark>; every part is a text node, so nothing in it is ever markup. */
export function MarkedText({ parts }: { parts: TextPart[] }) {
  return parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>));
}
