import type { RouteConfig } from '@react-router/dev/routes';
import { index, route } from '@react-router/dev/routes';

// Paths match case-insensitively (React Router's default): /login and /Login, /products and /Products are one route.
export default [
  index('routes/home.tsx'),
  route('Categories/:id/*', 'routes/category.tsx'),
  route('Products/:id/*', 'routes/product.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
