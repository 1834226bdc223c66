"""What won and where it ran, in words: the optimizer's choice for a problem, the timing settings
and the machine, as a report, the text table and ``optimize``'s ``.s`` header say them.

Everything here reads what a run recorded (a result's ``info``, ``config.json``); nothing is
measured again.  A reader of a report should learn which compiler and flags (or which model's
answer) made the code that is credited, how it was timed and on what machine, without opening
``results.jsonl`` or reading a Python dict.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from superasm.record import ResultRecord


def _winning_command(info: Mapping[str, Any]) -> str:
    """The compiler command of the search's winner (its full measurement's row first)."""
    winner = info.get("variant")
    rows = [r for r in info.get("variants") or [] if isinstance(r, dict)
            and r.get("variant") == winner and r.get("command")]
    rows.sort(key=lambda r: r.get("stage") != "full")
    return str(rows[0]["command"]).removesuffix(" -S") if rows else str(winner)


def _with_pgo(command: str) -> str:
    """``gcc -O3 + PGO (profile of the public tests)`` for a profile-using command."""
    words = command.split()
    if not any(w.startswith("-fprofile-use") for w in words):
        return command
    kept = " ".join(w for w in words if not w.startswith("-fprofile-use"))
    return f"{kept} + PGO (profile of the public tests)"


def search_choice(info: Mapping[str, Any]) -> str:
    """A compiler search's choice: the winning setting, or the baseline it kept."""
    if info.get("variant") == "baseline":
        return "gcc -O3 kept (no setting the search tried was decided faster)"
    return _with_pgo(_winning_command(info))


def _answer(record: ResultRecord, model: str) -> str:
    """A model's answer: its name, the round and the sample."""
    name = str(record.info.get("served_model") or model)
    when = "first answer" if record.round == 0 else f"refinement round {record.round}"
    return f"{name}, {when}, sample {record.sample}"


def optimizer_choice(record: ResultRecord, model: str) -> str:
    """What made this candidate, in words: the compiler command (and PGO) a search or a
    compiler chose, the baseline kept, a replayed line, or a model's name and round."""
    info = record.info or {}
    stacked = info.get("stacked")
    if isinstance(stacked, dict):
        started = str(stacked.get("started_from") or "baseline")
        if stacked.get("stage") == "first":
            return (search_choice(info) if "variant" in info else started) \
                + f" (first stage of {stacked.get('spec', model)})"
        start = "gcc -O3" if started == "baseline" else started
        return f"{_answer(record, str(stacked.get('second') or model))}, starting from {start}"
    if "variant" in info:
        return search_choice(info)
    source = info.get("source")
    if source == "baseline":
        return "the gcc -O3 baseline"
    if source == "compiler":
        return _with_pgo(str(info.get("command") or model))
    if source == "replay":
        return f"replayed reply ({info.get('line', '?')})"
    if record.candidate_asm is None:
        return f"{model}: no assembly"
    return _answer(record, model)


def timing_words(timing: Mapping[str, Any] | str | None, time_on: str | None = None) -> str:
    """The timing settings as a sentence, not a dict: method, clock, rounds, budget, the
    confidence and the smallest effect credited, and which inputs were timed (an older run
    recorded the method's name alone)."""
    if isinstance(timing, str):
        timing = {"method": timing}
    if not timing:
        return "timing settings not recorded"
    method = str(timing.get("method", "default"))
    if method == "none":
        return "not timed (--timing none): no speedup can be credited"
    where = {"unseen": "timed on inputs never shown to a model",
             "public": "timed on the public tests (shown inputs: no credit)"}.get(
                 str(time_on or ""), "")
    if method == "instructions":
        text = "valgrind instruction counts, paid only where timed rounds confirm them"
    elif method == "paper-ref":
        text = (f"the paper's reference method ({timing.get('paper_ref_warmup')} warm-ups and "
                f"{timing.get('paper_ref_runs')} runs a binary, each test's ratio clamped at 1)")
    elif "min_rounds" not in timing:  # an older run recorded the method's name alone
        text = (f"method {method} (its rounds, budget and smallest effect credited were not "
                "recorded)")
    else:
        level = float(timing.get("confidence", 0.95))
        effect = float(timing.get("min_effect", 0.0))
        text = (f"{timing.get('clock', 'cpu')} time of baseline and candidate in alternating "
                f"rounds ({timing['min_rounds']} to {timing.get('max_rounds')} rounds, at most "
                f"{float(timing.get('budget_s', 0)):g} s a candidate); faster only when the "
                f"{level:.0%} interval clears {1 + effect:.2f}x and the CPU and wall clocks agree")
    return f"{text}; {where}" if where else text


def machine_words(config: Mapping[str, Any]) -> str:
    """The machine and compilers a run was timed on (``config.json``'s ``versions``)."""
    versions = config.get("versions") or {}
    if not isinstance(versions, dict) or not versions:
        return "machine not recorded"
    machine = versions.get("machine") or {}
    parts = []
    cpu = machine.get("cpu") if isinstance(machine, dict) else None
    if cpu:
        parts.append(str(cpu))
    if versions.get("cores"):
        parts.append(f"{versions['cores']} cores")
    if versions.get("platform"):
        parts.append(f"kernel {_kernel(str(versions['platform']))}")
    compilers = [str(versions[c]) for c in ("gcc", "clang") if versions.get(c)]
    if compilers:
        parts.append("compilers: " + "; ".join(compilers))
    return ", ".join(parts) if parts else "machine not recorded"


def _kernel(platform: str) -> str:
    """``6.8.0-45-generic`` from ``Linux-6.8.0-45-generic-x86_64-with-glibc2.39``."""
    if not platform.startswith("Linux-"):
        return platform
    rest = platform.removeprefix("Linux-")
    for arch in ("-x86_64", "-aarch64"):
        if arch in rest:
            return rest.split(arch)[0]
    return rest


__all__ = ["machine_words", "optimizer_choice", "search_choice", "timing_words"]
