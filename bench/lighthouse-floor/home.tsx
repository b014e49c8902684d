export default function Home() {
  return (
    <main>
      <h1>Tienda deportiva</h1>
    </main>
  );
}
