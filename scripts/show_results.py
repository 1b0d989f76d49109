"""Print `memspark search --batch ... --json` output (stdin) next to its queries (argv[1]) for people."""

from __future__ import annotations

import json
import sys


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as f:
        queries = [json.loads(line) for line in f]
    for q, line in zip(queries, sys.stdin, strict=False):
        out = json.loads(line)
        print(f"\n=== [{q['agent']}] {q['query']}")
        for r in out.get("results", []):
            snippet = " ".join(r["snippet"].split())[:110]
            print(f"  {r['score']:.2f}  {r['path']}:{r['startLine']}-{r['endLine']}  {snippet}")
        if out.get("error"):
            print(f"  error: {out['error']} | {out.get('action', '')}")


if __name__ == "__main__":
    main()
