type Listener<T> = (payload: T) => void;

/** A tiny typed event emitter; a throwing listener is reported, never propagated into the socket. */
export class Emitter<Events extends { [name: string]: unknown }> {
  private listeners: { [K in keyof Events]?: Set<Listener<Events[K]>> } = {};

  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void {
    const set = (this.listeners[name] ??= new Set());
    set.add(listener);
    return () => set.delete(listener);
  }

  protected emit<K extends keyof Events>(name: K, payload: Events[K]): void {
    for (const listener of this.listeners[name] ?? []) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`newsflash: a "${String(name)}" listener failed`, error);
      }
    }
  }
}
