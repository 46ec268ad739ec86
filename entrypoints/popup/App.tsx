export function App() {
  return <main><h1>Newsflash</h1></main>;
}
