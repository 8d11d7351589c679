export function App() {
  return <main>Loading the site…</main>;
}
