import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'rigkit PC store: parts, gaming PCs and custom builds' },
    { name: 'description', content: 'Computer parts, prebuilt gaming PCs and custom builds, delivered Australia-wide.' },
  ];
}

export default function Home() {
  return (
    <section>
      <h1>rigkit PC store</h1>
    </section>
  );
}
