"""``superasm serve-rewards``: the reward service (:mod:`superasm.serve`) on a local or Ray pool."""

from __future__ import annotations

import argparse
import os
import signal
import sys
from pathlib import Path
from types import FrameType

from superasm.cli import CLIError, load_problems_arg
from superasm.cli.eval_cmd import prepare_tiers
from superasm.cli.train_cmd import add_reward_arguments, reward_config_from
from superasm.datasets import dataset_usage
from superasm.pool import Executor, make_pool
from superasm.sandbox import bwrap_available
from superasm.serve import RewardServer, RewardService, serve

TOKEN_ENV = "SUPERASM_REWARD_TOKEN"


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "serve-rewards", help="serve the RL rewards over HTTP (OpenRLHF remote RM, native)",
        description="Serve the paper's rewards over HTTP to a trainer in another process or on "
                    "another machine: POST /openrlhf (OpenRLHF's --remote_rm_url protocol; "
                    "labels = problem ids), POST /v1/rewards (problem ids + replies -> reward "
                    "and verdict), GET /health.  Every POST needs the token "
                    "(Authorization: Bearer TOKEN).  See docs/cluster.md.")
    parser.add_argument("--dataset", required=True,
                        help=f"the problems clients may name: {dataset_usage()}")
    parser.add_argument("--ids", help="only these problem ids (comma-separated)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--token-file", type=Path,
                        help=f"file holding the token clients must send (else ${TOKEN_ENV})")
    parser.add_argument("--jobs", type=int, default=1,
                        help="evaluation workers, each pinned to its own core")
    parser.add_argument("--executor", default=Executor.LOCAL.value,
                        choices=[e.value for e in Executor],
                        help="ray: workers on a Ray cluster (RAY_ADDRESS, or a local one)")
    parser.add_argument("--max-queue", type=int, default=256,
                        help="samples admitted at once; beyond it requests get 503 busy")
    parser.add_argument("--verbose", action="store_true", help="log every request to stderr")
    add_reward_arguments(parser)
    parser.set_defaults(func=run)


def read_token(token_file: Path | None) -> str:
    """The token: the file's first line, else the environment; none is an error."""
    if token_file is not None:
        try:
            token = token_file.read_text().strip()
        except OSError as exc:
            raise CLIError(f"--token-file {token_file}: {exc.strerror or exc}") from None
        if not token:
            raise CLIError(f"--token-file {token_file} is empty")
        return token
    token = os.environ.get(TOKEN_ENV, "").strip()
    if not token:
        raise CLIError(f"a token is required: --token-file FILE or ${TOKEN_ENV} (e.g. "
                       "python -c 'import secrets; print(secrets.token_urlsafe(32))')")
    return token


def run(args: argparse.Namespace) -> int:
    if not 0 < args.port < 65536:
        raise CLIError(f"--port {args.port}: must be 1..65535")
    if args.jobs < 1 or args.max_queue < 1:
        raise CLIError("--jobs and --max-queue must be at least 1")
    token = read_token(args.token_file)
    problems = load_problems_arg(args.dataset, ids=args.ids)
    config = reward_config_from(args)
    if reason := bwrap_available():
        raise CLIError(reason)
    problems = prepare_tiers(args, problems)

    def ready(server: RewardServer) -> None:
        print(f"serving {config.kind.value} rewards for {len(problems)} problems on "
              f"{pool.size} {args.executor} worker(s) at {server.url} (POST /openrlhf, "
              f"/v1/rewards; GET /health); Ctrl-C stops", file=sys.stderr, flush=True)

    try:
        pool = make_pool(config.harness, args.jobs, args.executor)
    except ValueError as exc:
        raise CLIError(str(exc)) from None
    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        service = RewardService(pool, problems, config, token=token, max_queue=args.max_queue)
        serve(service, args.host, args.port, args.verbose, ready)
    except KeyboardInterrupt:
        print("superasm: reward service stopped", file=sys.stderr)
    except OSError as exc:
        raise CLIError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    finally:
        signal.signal(signal.SIGTERM, previous)
        pool.close()
    return 0


def _stop(signum: int, frame: FrameType | None) -> None:
    """SIGTERM stops the service as Ctrl-C does (its pool and sandboxes closed): a service
    started in the background, where SIGINT is ignored, is stopped by SIGTERM."""
    raise KeyboardInterrupt
