// Nothing of the app but its stack, stylesheet and font: one heading and one paragraph, no client component.
export default function Page() {
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-3xl font-black text-ink">Patitas</h1>
      <p className="mt-2 text-muted">La red social de tus mascotas.</p>
    </main>
  );
}
