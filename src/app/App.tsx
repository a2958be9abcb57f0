/** The web app's root. */
export function App() {
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: '48px 24px' }}>
      <h1 style={{ color: 'var(--accent)' }}>
        Xungen <span lang="zh-Hans">寻根</span>
      </h1>
      <p>
        Family history for people of Chinese heritage: build your tree with English and Chinese names, search records
        and clan books, and find the village your family came from.
      </p>
    </main>
  );
}
