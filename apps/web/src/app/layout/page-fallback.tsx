/** Shown while a route's code loads. */
export function PageFallback() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status">
      <div className="spinner" />
      <span className="visually-hidden">Chargement…</span>
    </div>
  );
}
