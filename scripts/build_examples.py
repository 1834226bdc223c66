"""Rebuild src/superasm/data/examples.jsonl from the example C sources (baseline: gcc -O3 -S),
with timing inputs grown from the hidden tests (superasm.datasets.scale: never shown to a model)
and verification inputs (superasm.verification.inputs), both recorded with the problems.

Run from the repository root: .venv/bin/python scripts/build_examples.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from superasm.datasets.build import build_problem
from superasm.datasets.scale import add_bench_tests, print_reports
from superasm.problem import save_problems
from superasm.verification import inputs as verify_inputs

ROOT = Path(__file__).resolve().parents[1] / "src" / "superasm" / "data"


def words_line(rng: random.Random, n_words: int) -> str:
    letters = "abcdefghijklmnopqrstuvwxyz"
    return " ".join("".join(rng.choice(letters) for _ in range(rng.randint(1, 9)))
                    for _ in range(n_words))


def inputs_for(name: str, rng: random.Random) -> tuple[list[str], list[str]]:
    """(public inputs, hidden inputs); sized so -O3 takes roughly 5-50 ms, plus edge cases."""
    if name == "popcount":
        public = [f"{n} {rng.randrange(1, 2**63)}\n" for n in (400000, 600000, 800000, 1000000)]
        return public + ["0 7\n"], ["1 0\n", f"700000 {2**64 - 1}\n", "5 12345\n"]
    if name == "sieve":
        return ["3000000\n", "5000000\n", "8000000\n", "2\n"], ["0\n", "3\n", "6000000\n"]
    if name == "collatz":
        return ["150000\n", "250000\n", "300000\n", "2\n"], ["1\n", "10\n", "200000\n"]
    if name == "matmul":
        return ["160 7\n", "200 11\n", "240 5\n", "1 3\n"], ["2 1\n", "180 99\n", "3 0\n"]
    if name == "histogram":
        public = [f"{reps} {words_line(rng, 20000)}\n" for reps in (20, 40, 60)]
        return public + ["1 \n"], ["3 a\n", f"30 {words_line(rng, 15000)}\n", "2  x  y \n"]
    if name == "prefix_max":
        return ["1000000 5 7\n", "2000000 4 99\n", "3000000 3 12345\n", "1 1 1\n"], [
            "0 1 5\n", "10 3 2\n", "1500000 4 777\n"]
    raise KeyError(name)


def main() -> None:
    rng = random.Random(2025)
    problems = []
    for path in sorted((ROOT / "examples").glob("*.c")):
        public, hidden = inputs_for(path.stem, rng)
        problems.append(build_problem(path.stem, path.read_text(), public, hidden,
                                      split="test", meta={"source": "superasm examples"}))
        print(f"built {path.stem}: {len(public)} public, {len(hidden)} hidden tests")
    problems, timing = add_bench_tests(problems)
    print_reports(timing)
    problems, made = verify_inputs.add_verify_tests(problems)
    verify_inputs.print_reports(made, sys.stdout)
    save_problems(problems, ROOT / "examples.jsonl")


if __name__ == "__main__":
    main()
