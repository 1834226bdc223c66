"""Best-of-N sampling and iterative refinement, run through the harness into a run directory.

Every (problem, sample) is a *chain*: round 0 asks the optimizer for a candidate from the
problem; round k asks again with the verdicts of rounds 0..k-1 of the same chain as feedback
(assembler errors, the first failing test, the measured speedup).  A problem's result is its best
candidate over all chains and rounds (the paper's best-of-N when rounds = 1).

Everything is resumable: a reply recorded in ``replies.jsonl`` is never asked for again (API
calls cost money), a result recorded in ``results.jsonl`` is never evaluated again.
"""

from __future__ import annotations

import hashlib
import os
import queue
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, replace
from typing import Any

from superasm.harness import Harness, HarnessConfig
from superasm.metrics import summarize, summarize_progress
from superasm.models.base import Feedback, Optimizer, Query, Sample, Usage
from superasm.problem import Problem, Status, TestCase, Verdict
from superasm.runs import RunDir

Key = tuple[str, int, int]  # (problem_id, round, sample)


@dataclass
class SearchConfig:
    samples: int = 1
    rounds: int = 1
    #: extra differential-fuzzing inputs per problem for the verified check (0: none)
    fuzz: int = 0
    #: evaluation workers; each gets its own core for timing
    jobs: int = 1
    #: queries per optimizer call
    batch_size: int = 8
    progress: bool = True
    executor: str = "local"


def verdict_row(problem: Problem, sample_index: int, round_index: int, verdict: Verdict,
                sample: Sample | None) -> dict[str, Any]:
    """One line of results.jsonl (schema in docs/architecture.md)."""
    m = verdict.measurement
    asm = sample.asm if sample else None
    seconds = m is not None and m.clock != "instructions"
    ci: list[float] | None = list(m.speedup_ci) if m else None
    if verdict.identical_to_baseline and verdict.correct:
        ci = [1.0, 1.0]
    return {
        "problem_id": problem.id,
        "sample": sample_index,
        "round": round_index,
        "status": verdict.status.value,
        "compiled": verdict.compiled,
        "correct": verdict.correct,
        "verified": verdict.verified,
        "speedup": verdict.speedup,
        "speedup_paper": verdict.speedup_paper,
        "speedup_point": verdict.speedup_point,
        "speedup_ci": ci,
        "significant": bool(m.significant) if m else False,
        "baseline_seconds": m.baseline.median if seconds and m else None,
        "candidate_seconds": m.candidate.median if seconds and m else None,
        "baseline_instructions": m.baseline.median if m and not seconds else None,
        "candidate_instructions": m.candidate.median if m and not seconds else None,
        "timing": m.method if m else None,
        "clock": m.clock if m else None,
        "timing_rounds": m.rounds if m else 0,
        "identical_to_baseline": verdict.identical_to_baseline,
        "detail": verdict.detail,
        "verified_detail": verdict.verified_detail,
        "test": verdict.test,
        "tests_passed": verdict.tests_passed,
        "tests_total": verdict.tests_total,
        "flags": verdict.flags,
        "per_test": m.per_test if m else [],
        "failure": verdict.failure,
        "asm_sha256": hashlib.sha256(asm.encode()).hexdigest() if asm else None,
        "candidate_asm": asm,
        "info": sample.info if sample else {},
        "usage": asdict(sample.usage) if sample else None,
    }


def feedback_from_row(row: dict[str, Any]) -> Feedback:
    failure = row.get("failure") or {}
    ci = row.get("speedup_ci")
    return Feedback(
        asm=row.get("candidate_asm"),
        status=row["status"],
        detail=row.get("detail") or "",
        speedup=row.get("speedup_point"),
        speedup_ci=tuple(ci) if ci else None,  # type: ignore[arg-type]
        failing_input=failure.get("input"),
        expected_output=failure.get("expected"),
        actual_output=failure.get("actual"),
    )


def sample_from_reply(record: dict[str, Any]) -> Sample:
    usage = Usage(**record["usage"]) if record.get("usage") else Usage()
    return Sample(asm=record.get("asm"), response=record.get("response"), usage=usage,
                  error=record.get("error"), info=record.get("info") or {})


def verdict_for_unusable(sample: Sample) -> Verdict | None:
    """A sample with no assembly is judged without the harness, with a status saying why."""
    if sample.asm is not None and sample.asm.strip():
        return None
    if sample.response is None and sample.error:
        return Verdict(Status.MODEL_ERROR, f"model request failed: {sample.error}")
    reason = sample.error or "the reply holds no assembly"
    return Verdict(Status.ASSEMBLE_ERROR, f"no assembly to assemble: {reason}")


class Evaluator:
    """Runs candidates through a pool of harnesses, each pinned to its own core."""

    def __init__(self, harness_config: HarnessConfig, jobs: int = 1,
                 harness: Harness | None = None) -> None:
        self.jobs = max(1, jobs)
        self._own: list[Harness] = []
        self._pool: queue.Queue[Harness] = queue.Queue()
        if harness is not None and self.jobs == 1:
            self._pool.put(harness)
        else:
            cores = sorted(os.sched_getaffinity(0))
            for i in range(self.jobs):
                cpu = cores[i % len(cores)] if self.jobs > 1 else harness_config.cpu
                h = Harness(replace(harness_config, cpu=cpu))
                self._own.append(h)
                self._pool.put(h)
        self._executor = ThreadPoolExecutor(max_workers=self.jobs)

    def evaluate(self, problem: Problem, asm: str, extra: Sequence[TestCase]) -> Verdict:
        harness = self._pool.get()
        try:
            return harness.evaluate(problem, asm, extra_tests=extra)
        finally:
            self._pool.put(harness)

    def map(self, items: Sequence[tuple[Any, Problem, str, Sequence[TestCase]]]
            ) -> Iterator[tuple[Any, Verdict]]:
        """Yield (tag, verdict) as each finishes."""
        futures = {self._executor.submit(self.evaluate, p, asm, extra): tag
                   for tag, p, asm, extra in items}
        pending = set(futures)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield futures[future], future.result()

    def close(self) -> None:
        self._executor.shutdown(wait=True)
        for h in self._own:
            h.close()


class _Progress:
    def __init__(self, total: int, initial: int, enabled: bool) -> None:
        self.bar = None
        if enabled:
            try:
                from tqdm import tqdm

                self.bar = tqdm(total=total, initial=initial, unit="cand", dynamic_ncols=True,
                                file=sys.stderr, desc="evaluating")
            except ImportError:
                self.bar = None
        self.done, self.total, self.start = initial, total, time.monotonic()

    def update(self, status: str) -> None:
        self.done += 1
        if self.bar is not None:
            self.bar.set_postfix_str(status, refresh=False)
            self.bar.update(1)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def run_search(
    problems: Sequence[Problem],
    model: Optimizer,
    harness_config: HarnessConfig,
    config: SearchConfig,
    run_dir: RunDir | None = None,
    harness: Harness | None = None,
    on_row: Callable[[dict[str, Any]], None] | None = None,
) -> list[dict[str, Any]]:
    """Best-of-N × K rounds of refinement.  Returns every result row (old and new)."""
    samples = 1 if model.deterministic else max(1, config.samples)
    rounds = max(1, config.rounds)
    rows: dict[Key, dict[str, Any]] = {}
    replies: dict[Key, dict[str, Any]] = {}
    if run_dir is not None:
        for row in run_dir.results():
            rows[(row["problem_id"], int(row.get("round", 0)), int(row.get("sample", 0)))] = row
        for rec in run_dir.replies():
            replies[(rec["problem_id"], int(rec.get("round", 0)), int(rec.get("sample", 0)))] = rec
    wanted = {p.id for p in problems}
    rows = {k: v for k, v in rows.items() if k[0] in wanted}
    progress = _Progress(len(problems) * samples * rounds, len(rows), config.progress)
    fuzz_cache: dict[str, list[TestCase]] = {}

    def extra_tests(problem: Problem) -> list[TestCase]:
        if config.fuzz <= 0:
            return []
        if problem.id not in fuzz_cache:
            from superasm.fuzz import fuzz_tests

            fuzz_cache[problem.id] = fuzz_tests(problem, n=config.fuzz, seed=0)
        return fuzz_cache[problem.id]

    # an optimizer that searches (and times) on its own is slow per problem: ask for one problem
    # at a time so progress moves and a kill loses at most one problem's search
    batch = 1 if model.self_verifying else max(1, config.batch_size)
    evaluator = _make_evaluator(harness_config, config, harness)
    try:
        for round_index in range(rounds):
            pending: list[tuple[Problem, int]] = [
                (p, s) for p in problems for s in range(samples)
                if (p.id, round_index, s) not in rows
            ]
            for start in range(0, len(pending), batch * samples):
                chunk = pending[start:start + batch * samples]
                generated = _generate(model, chunk, round_index, samples, rows, replies, run_dir)
                items = []
                for (problem, s), sample in generated:
                    unusable = verdict_for_unusable(sample)
                    if unusable is not None:
                        _record(rows, run_dir, on_row, progress,
                                verdict_row(problem, s, round_index, unusable, sample))
                        continue
                    assert sample.asm is not None
                    items.append(((problem, s, sample), problem, sample.asm, extra_tests(problem)))
                for (problem, s, sample), verdict in evaluator.map(items):
                    _record(rows, run_dir, on_row, progress,
                            verdict_row(problem, s, round_index, verdict, sample))
            if run_dir is not None:
                run_dir.write_summary(build_summary(list(rows.values()), problems, model,
                                                    replies_usage(run_dir)))
    finally:
        progress.close()
        evaluator.close()
    return list(rows.values())


def _make_evaluator(harness_config: HarnessConfig, config: SearchConfig,
                    harness: Harness | None) -> Evaluator:
    if config.executor == "ray":
        from superasm.train.ray_workers import RayEvaluator

        return RayEvaluator(harness_config, config.jobs)  # type: ignore[return-value]
    if config.executor != "local":
        raise ValueError(f"executor must be 'local' or 'ray', not {config.executor!r}")
    return Evaluator(harness_config, config.jobs, harness)


def _record(rows: dict[Key, dict[str, Any]], run_dir: RunDir | None,
            on_row: Callable[[dict[str, Any]], None] | None, progress: _Progress,
            row: dict[str, Any]) -> None:
    rows[(row["problem_id"], row["round"], row["sample"])] = row
    if run_dir is not None:
        run_dir.append_result(row)
    if on_row is not None:
        on_row(row)
    progress.update(row["status"])


def _generate(model: Optimizer, chunk: list[tuple[Problem, int]], round_index: int,
              samples: int, rows: dict[Key, dict[str, Any]], replies: dict[Key, dict[str, Any]],
              run_dir: RunDir | None) -> list[tuple[tuple[Problem, int], Sample]]:
    """Samples for a chunk of (problem, sample) pairs: recorded replies first, then the model.

    In round 0 a problem whose samples are all missing is one query with ``n = samples`` (APIs
    that honour ``n`` answer it in one request); otherwise each chain is its own query, carrying
    its own history.
    """
    out: list[tuple[tuple[Problem, int], Sample]] = []
    to_ask: list[tuple[Problem, int]] = []
    for problem, s in chunk:
        recorded = replies.get((problem.id, round_index, s))
        if recorded is not None:
            out.append(((problem, s), sample_from_reply(recorded)))
        else:
            to_ask.append((problem, s))
    groups: dict[int, list[tuple[Query, list[int]]]] = {}
    by_problem: dict[str, list[int]] = {}
    for problem, s in to_ask:
        by_problem.setdefault(problem.id, []).append(s)
    problems_by_id = {p.id: p for p, _ in to_ask}
    for pid, indices in by_problem.items():
        problem = problems_by_id[pid]
        if round_index == 0 and indices == list(range(samples)):
            groups.setdefault(samples, []).append((Query(problem, round=0, sample=0), indices))
            continue
        for s in indices:
            history = [feedback_from_row(rows[(pid, k, s)]) for k in range(round_index)
                       if (pid, k, s) in rows]
            groups.setdefault(1, []).append(
                (Query(problem, history=history, round=round_index, sample=s), [s]))
    for n, entries in groups.items():
        try:
            answers = model.generate([q for q, _ in entries], n)
        except Exception as exc:  # noqa: BLE001 - a backend bug must not lose the run
            answers = [[Sample(asm=None, error=f"{type(exc).__name__}: {exc}")] * n for _ in entries]
        for (query, indices), answer in zip(entries, answers, strict=True):
            answer = list(answer) + [Sample(asm=None, error="the backend returned fewer samples "
                                            "than asked for")] * (len(indices) - len(answer))
            if round_index == 0 and indices == list(range(samples)):
                # extra samples a backend adds on its own (a stack adds its first stage's best)
                # are recorded under the next indices; they start no refinement chain
                indices = indices + list(range(samples, samples + len(answer) - len(indices)))
            for s, sample in zip(indices, answer, strict=False):
                record = {"problem_id": query.problem.id, "round": round_index, "sample": s,
                          **sample.to_record()}
                replies[(query.problem.id, round_index, s)] = record
                if run_dir is not None:
                    run_dir.append_reply(record)
                out.append(((query.problem, s), sample))
    return out


def replies_usage(run_dir: RunDir | None) -> dict[str, Any]:
    total = Usage()
    samples = errors = 0
    if run_dir is not None:
        for rec in run_dir.replies():
            samples += 1
            errors += 1 if rec.get("error") else 0
            if rec.get("usage"):
                total.add(Usage(**rec["usage"]))
    return {**asdict(total), "samples": samples, "errors": errors}


def build_summary(rows: list[dict[str, Any]], problems: Sequence[Problem], model: Optimizer,
                  usage: dict[str, Any] | None = None) -> dict[str, Any]:
    ids = [p.id for p in problems]
    summary = {"model": model.spec, **summarize(rows, ids), **summarize_progress(rows, ids)}
    summary["usage"] = usage or {}
    return summary
