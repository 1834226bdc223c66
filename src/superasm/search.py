"""Best-of-N sampling and iterative refinement, run through the harness into a run directory.

Every (problem, sample) is a *chain*: round 0 asks the optimizer for a candidate from the
problem; round k asks again with the verdicts of rounds 0..k-1 of the same chain as feedback
(assembler errors, the first failing test, the measured speedup).  A problem's result is its best
candidate over all chains and rounds (the paper's best-of-N when rounds = 1).

Everything is resumable: a reply recorded in ``replies.jsonl`` is never asked for again (API
calls cost money), a result recorded in ``results.jsonl`` is never evaluated again.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from tqdm import tqdm

from superasm.datasets.builtin import dataset_generator
from superasm.harness import HarnessConfig
from superasm.metrics import summarize, summarize_progress
from superasm.models.base import Optimizer
from superasm.pool import EvalPool, Executor, make_pool
from superasm.problem import Problem, TestCase
from superasm.record import ResultRecord, make_record, verdict_for_unusable
from superasm.runs import RunDir
from superasm.values import Feedback, Query, Reply, Sample, Usage
from superasm.verification.fuzz import fuzz_tests

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
    executor: Executor = Executor.LOCAL


class _Progress:
    """The bar over candidates.  A self-verifying optimizer (portfolio, tune) tries many
    candidates for one problem: each one it reports moves the bar by its share of the problem,
    with what it is trying, so the bar and its ETA move at least once per candidate.

    The count shown is whole candidates judged (the shares only move the bar and the percentage:
    ``0.0788/6`` says nothing to a reader), and the phase is what is happening now: the
    optimizer's note while it searches, the last candidate's status once it is judged."""

    #: whole candidates, a percentage, and the phase (tqdm's own ``n_fmt`` prints the float)
    BAR_FORMAT = "{desc}: {percentage:3.0f}%|{bar}| {done}/{total} cand [{elapsed}<{remaining}]{phase}"

    def __init__(self, total: int, initial: int, enabled: bool) -> None:
        self.done, self.phase = initial, ""
        self.bar = (tqdm(total=total, initial=initial, dynamic_ncols=True, file=sys.stderr,
                         desc="evaluating", bar_format=self._format()) if enabled else None)
        self.partial = 0.0

    def _format(self) -> str:
        phase = f" {self.phase}".replace("{", "{{").replace("}", "}}") if self.phase else ""
        return (self.BAR_FORMAT.replace("{done}", str(self.done))
                .replace("{phase}", phase))

    def note(self, text: str, share: float = 0.0) -> None:
        share = min(share, 0.99 - self.partial)
        self.partial += max(share, 0.0)
        self.phase = text
        if self.bar is not None:
            self.bar.bar_format = self._format()
            self.bar.update(max(share, 0.0))

    def update(self, status: str) -> None:
        self.done += 1
        self.phase = status
        if self.bar is not None:
            self.bar.bar_format = self._format()
            self.bar.n = round(self.bar.n - self.partial)  # whole candidates: no float drift
            self.bar.update(1)
        self.partial = 0.0

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def run_search(
    problems: Sequence[Problem],
    model: Optimizer,
    harness_config: HarnessConfig,
    config: SearchConfig,
    run_dir: RunDir | None = None,
    pool: EvalPool | None = None,
    on_record: Callable[[ResultRecord], None] | None = None,
) -> list[ResultRecord]:
    """Best-of-N × K rounds of refinement.  Returns every result record (old and new).

    ``pool`` evaluates the candidates (default: one made from ``config.jobs`` and
    ``config.executor``, closed at the end).
    """
    samples = 1 if model.deterministic else max(1, config.samples)
    rounds = max(1, config.rounds)
    wanted = {p.id for p in problems}
    records: dict[Key, ResultRecord] = {}
    replies: dict[Key, Reply] = {}
    if run_dir is not None:
        records = {r.key: r for r in run_dir.results() if r.problem_id in wanted}
        replies = {reply.key: reply for reply in run_dir.replies()}
    progress = _Progress(len(problems) * samples * rounds, len(records), config.progress)
    fuzz_cache: dict[str, list[TestCase]] = {}

    def extra_tests(problem: Problem) -> list[TestCase]:
        if config.fuzz > 0 and problem.id not in fuzz_cache:
            fuzz_cache[problem.id] = fuzz_tests(problem, n=config.fuzz, seed=0,
                                                 generator=dataset_generator(problem.id))
        return fuzz_cache.get(problem.id, [])

    def record(rec: ResultRecord) -> None:
        records[rec.key] = rec
        if run_dir is not None:
            run_dir.append_result(rec)
        if on_record is not None:
            on_record(rec)
        progress.update(rec.status.value)

    # an optimizer that searches (and times) on its own is slow per problem: ask for one problem
    # at a time so progress moves and a kill loses at most one problem's search
    batch = 1 if model.self_verifying else max(1, config.batch_size)
    own_pool = pool is None
    pool = pool or make_pool(harness_config, config.jobs, config.executor)
    model.attach(pool, progress.note)
    try:
        for round_index in range(rounds):
            pending = [(p, s) for p in problems for s in range(samples)
                       if (p.id, round_index, s) not in records]
            for start in range(0, len(pending), batch * samples):
                chunk = pending[start:start + batch * samples]
                generated = _generate(model, chunk, round_index, samples, records, replies,
                                      run_dir)
                items = []
                for (problem, s), sample in generated:
                    unusable = verdict_for_unusable(sample)
                    if unusable is not None:
                        record(make_record(problem.id, s, round_index, unusable, sample))
                    else:
                        items.append(((problem, s, sample), problem, sample.asm,
                                      extra_tests(problem)))
                for (problem, s, sample), verdict in pool.map(items):
                    record(make_record(problem.id, s, round_index, verdict, sample))
            if run_dir is not None:
                run_dir.write_summary(build_summary(list(records.values()), problems, model,
                                                    replies_usage(replies.values())))
    finally:
        model.attach(None, None)
        progress.close()
        if own_pool:
            pool.close()
    return list(records.values())


def _generate(model: Optimizer, chunk: list[tuple[Problem, int]], round_index: int,
              samples: int, records: dict[Key, ResultRecord], replies: dict[Key, Reply],
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
            out.append(((problem, s), recorded.reply))
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
            history = [Feedback.of(records[(pid, k, s)].candidate_asm, records[(pid, k, s)])
                       for k in range(round_index) if (pid, k, s) in records]
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
            for s, given in zip(indices, answer, strict=False):
                # whatever a backend handed back, the run stores and judges a well-typed sample
                sample = (given.checked() if isinstance(given, Sample) else
                          Sample(asm=None, error=f"the backend returned a {type(given).__name__}, "
                                                 "not a sample"))
                reply = Reply(query.problem.id, round_index, s, sample)
                replies[reply.key] = reply
                if run_dir is not None:
                    run_dir.append_reply(reply)
                out.append(((query.problem, s), sample))
    return out


def replies_usage(replies: Iterable[Reply]) -> dict[str, Any]:
    """What the model calls of a run cost, over every reply recorded."""
    total = Usage()
    samples = errors = 0
    for reply in replies:
        samples += 1
        errors += 1 if reply.reply.error else 0
        total.add(reply.reply.usage)
    return {**asdict(total), "samples": samples, "errors": errors}


def build_summary(records: list[ResultRecord], problems: Sequence[Problem], model: Optimizer,
                  usage: dict[str, Any] | None = None) -> dict[str, Any]:
    ids = [p.id for p in problems]
    summary = {"model": model.spec, **summarize(records, ids),
               **summarize_progress(records, ids)}
    summary["usage"] = usage or {}
    return summary
