import v8 from "node:v8";
import vm from "node:vm";

/** A full garbage collection now, as the server would run at some point under load (no --expose-gc needed). */
export async function collectGarbage() {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  // Twice, a tick apart: weak references are cleared by one collection and their targets freed by the next.
  gc();
  await new Promise((r) => setTimeout(r, 0));
  gc();
}
