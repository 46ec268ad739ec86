export function App() {
  return <main><h1>Newsflash options</h1></main>;
}
