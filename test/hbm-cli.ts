import { main } from "../pkg/hbm/src/hbm";

/** The `hbm` command run in-process, as a shell would: its exit code, what it wrote out, what to errors, and both. */
export async function hbm(...argv: string[]): Promise<{ code: number; out: string; err: string; all: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join("\n"), err: err.join("\n"), all: [...out, ...err].join("\n") };
}
