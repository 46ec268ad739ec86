/** The service's document store (IngestRepo's readDocument and writeDocument) in memory, with what it keeps open to the test. */
export function keptDocuments() {
  const kept = new Map<string, { json: string; savedAt: number }>();
  return {
    kept,
    readDocument: async (name: string) => kept.get(name),
    writeDocument: async (name: string, json: string, now = 0) => void kept.set(name, { json, savedAt: now }),
  };
}
