import { CounterButton } from './counter-button';

export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>An empty Next.js page with one client button: the reference the performance budget is set against.</p>
      <CounterButton />
    </main>
  );
}
