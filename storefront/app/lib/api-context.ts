// How server-side loaders reach the /api: the storefront server puts an ApiAccess into React Router's context.
// In-process (the reference server mounted in the same process) it is a fetch that never touches the network;
// with API_BASE_URL it is the ordinary fetch to that origin.
import { createContext } from 'react-router';

export interface ApiAccess {
  /** The fetch used for /api calls during server rendering. */
  fetch: typeof fetch;
  /** The origin that /api lives under, e.g. http://localhost:3000. */
  origin: string;
}

export const apiContext = createContext<ApiAccess>();
