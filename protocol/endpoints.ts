/**
 * Name, method, path and access of every HTTP call under `/web`, without schemas, so the page can
 * import it without zod. protocol/api.ts adds the schemas to the same names. The site's calls are in
 * protocol/siteEndpoints.ts (the table the page looks calls up in), the platform console's in
 * protocol/admin*Endpoints.ts (the console's chunk brings them: src/components/admin/AdminLayout.tsx).
 */
import { adminAccountEndpoints } from './adminAccountEndpoints';
import { adminContentEndpoints } from './adminContentEndpoints';
import { adminOpsEndpoints } from './adminOpsEndpoints';
import type { EndpointInfo } from './endpointInfo';
import { siteEndpoints } from './siteEndpoints';

export type { Access, EndpointInfo } from './endpointInfo';
export { API_BASE } from './endpointInfo';
export { siteEndpoints } from './siteEndpoints';

/** The platform console's calls. */
export const consoleEndpoints = {
  ...adminAccountEndpoints,
  ...adminContentEndpoints,
  ...adminOpsEndpoints,
} as const satisfies Record<string, EndpointInfo>;

export const endpoints = {
  ...siteEndpoints,
  ...consoleEndpoints,
} as const satisfies Record<string, EndpointInfo>;

export type EndpointName = keyof typeof endpoints;
