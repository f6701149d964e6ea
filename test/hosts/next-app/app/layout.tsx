import type { ReactNode } from 'react';
// The grid's stylesheet, once for every route: a root layout is where Next.js takes global CSS.
import 'deliveries-table/styles.css';

export const metadata = { title: 'Deliveries' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
