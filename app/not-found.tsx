"use client";

import NextError from "next/error";

// Requests outside any locale (rare: the proxy localises every page path) get Next's plain 404.
export default function GlobalNotFound() {
  return (
    <html lang="es">
      <body>
        <NextError statusCode={404} />
      </body>
    </html>
  );
}
