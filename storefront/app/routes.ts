import type { RouteConfig } from '@react-router/dev/routes';
import { index, route } from '@react-router/dev/routes';

// Paths match case-insensitively (React Router's default): /login and /Login, /products and /Products are one route.
export default [
  index('routes/home.tsx'),
  route('Categories/:id/*', 'routes/category.tsx'),
  route('Products/:id/Build', 'routes/custom-build.tsx', { id: 'custom-build' }),
  route('products/:kitId/build/:keyStringId', 'routes/custom-build.tsx', { id: 'custom-build-key' }),
  route('Products/:id/*', 'routes/product.tsx'),
  route('ProductPreview/:id', 'routes/product-preview.tsx'),
  route('CategoryGroups/:id/:name?', 'routes/category-group.tsx'),
  route('Brands/:id/:name?', 'routes/brand.tsx'),
  route('Search/:term?', 'routes/search.tsx'),
  route('promotion/:id', 'routes/promotion.tsx'),
  route('Login', 'routes/login.tsx'),
  route('Logout', 'routes/logout.tsx'),
  route('cart', 'routes/cart.tsx', { id: 'cart' }),
  route('NewCart', 'routes/cart.tsx', { id: 'new-cart' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
