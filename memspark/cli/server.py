"""``memspark server status|start|stop``: the background Prefect server the write commands reuse.

See :mod:`memspark.ops.prefect_server` for its life-cycle: started on first use, stopped after
``ops.server_idle_s`` without a command, or now with ``memspark server stop``.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from memspark.cli.common import add_command, add_json, load, print_json


def _status(cfg: Any) -> dict[str, Any]:
    import os

    from memspark.ops import prefect_server as ps

    base = ps.base_dir(cfg)
    info = ps.read_info(base)
    out: dict[str, Any] = {"running": False, "stateDir": str(ps.state_dir(base)),
                           "prefectApiUrl": os.environ.get("PREFECT_API_URL") or None,
                           "mode": cfg.ops.prefect_server}
    if info is not None:
        idle = ps.idle_seconds(base, info.started_at)
        out.update({"running": ps.healthy(info.url), "url": info.url, "pid": info.pid,
                    "uptimeS": round(time.time() - info.started_at, 1), "idleS": round(idle, 1),
                    "stopsInS": round(max(0.0, info.idle_s - idle), 1)})
    return out


def cmd_server(args: argparse.Namespace) -> int:
    cfg = load(args)
    from memspark.ops import prefect_server as ps

    base = ps.base_dir(cfg)
    if args.action == "start":
        url = ps.start_background(base, idle_s=cfg.ops.server_idle_s,
                                  timeout_s=cfg.ops.server_start_timeout_s)
        out = _status(cfg) | {"url": url}
    elif args.action == "stop":
        info = ps.stop_background(base)
        out = {"stopped": info is not None, "pid": info.pid if info else None, "url": info.url if info else None}
    else:
        out = _status(cfg)
    if args.json:
        print_json(out)
        return 0
    if args.action == "stop":
        print(f"stopped the Prefect server {out['url']} (pid {out['pid']})" if out["stopped"]
              else "no background Prefect server runs for this data dir")
    elif out.get("url"):
        print(f"Prefect server {out['url']} (pid {out['pid']}): {'up' if out['running'] else 'not answering'}, "
              f"idle {out['idleS']:.0f} s, stops after {out['stopsInS']:.0f} s more idle; state in {out['stateDir']}")
    else:
        print(f"no background Prefect server runs for this data dir (state in {out['stateDir']}); "
              "the next write command starts one")
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = add_command(sub, common, "server", "status, start or stop the background Prefect server the write commands reuse",
                    cmd_server)
    p.add_argument("action", nargs="?", choices=("status", "start", "stop"), default="status",
                   help="status: is it up, how long until it stops; start: start it now; stop: stop it now "
                        "(default: status)")
    add_json(p, "the server state")
