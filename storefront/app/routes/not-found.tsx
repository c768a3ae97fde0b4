import { data } from 'react-router';

// Any path no route claims is a 404 with the spec's text (rendered by the root ErrorBoundary).
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
