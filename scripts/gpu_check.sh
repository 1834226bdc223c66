#!/usr/bin/env bash
# One TRL GRPO step on CUDA, through superasm's real reward, and a report of what ran.
#
#   bash scripts/gpu_check.sh [--allow-cpu] [--out DIR] [--python PY]
#
# Nothing is downloaded: the model is a 2-layer Qwen2 built from a config (random weights) and
# its tokenizer is a byte-level BPE trained here on the prompts; the problems are four small C
# programs compiled in the sandbox.  The step's completions are scored by superasm's reward
# (AsmReward over a LocalPool: assembled, tested and judged in the sandbox), and two known
# completions (the baseline's own assembly, and text that is not assembly) are scored by the
# same reward afterwards, so the report shows the harness path ran, not only the training loop
# (a random model writes no assembly).
#
# Exit status: 0 the step ran (on CUDA, or on the CPU with --allow-cpu); 3 no CUDA device and no
# --allow-cpu (the report says so; nothing trained); 4 the sandbox cannot start here (the real
# reward cannot run); 1 anything else.  The report is printed and written to DIR/gpu_check.json.
set -euo pipefail

allow_cpu=0
out=""
python="${PYTHON:-}"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --allow-cpu) allow_cpu=1; shift ;;
        --out) out="$2"; shift 2 ;;
        --python) python="$2"; shift 2 ;;
        -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
        *) echo "gpu_check.sh: unknown option $1 (--allow-cpu, --out DIR, --python PY)" >&2; exit 2 ;;
    esac
done
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ -z "$python" ]]; then
    python="$root/.venv/bin/python"
    [[ -x "$python" ]] || python="$(command -v python3)"
fi
[[ -n "$out" ]] || out="$(mktemp -d -t superasm-gpu-check-XXXXXX)"
mkdir -p "$out"
export PYTHONPATH="$root/src${PYTHONPATH:+:$PYTHONPATH}"

exec "$python" - "$allow_cpu" "$out" <<'PYTHON'
"""The check itself (see the shell header): build, train one step, score, report."""
import json
import platform
import sys
import time
from pathlib import Path

ALLOW_CPU, OUT = sys.argv[1] == "1", Path(sys.argv[2])
SOURCE = r"""
#include <stdio.h>
int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    long s = 0;
    for (long i = 0; i < n; i++) s += i % MOD;
    printf("%ld\n", s);
    return 0;
}
"""


def finish(report: dict, status: int) -> None:
    """Print the report, a line per entry, write it as JSON, and exit with ``status``."""
    (OUT / "gpu_check.json").write_text(json.dumps(report, indent=2) + "\n")
    for key, value in report.items():
        print(f"{key}: {value}")
    print(f"report: {OUT / 'gpu_check.json'}")
    sys.exit(status)


def environment() -> dict:
    """What would decide where the step runs: the device, and the versions that drive it."""
    import torch
    import transformers
    import trl

    cuda = torch.cuda.is_available()
    return {"cuda": cuda, "device": torch.cuda.get_device_name(0) if cuda else "cpu",
            "torch": torch.__version__, "torch_cuda": torch.version.cuda,
            "transformers": transformers.__version__, "trl": trl.__version__,
            "python": platform.python_version()}


def problems() -> list:
    """Four small programs, their baselines compiled by gcc -O3 in the sandbox."""
    from superasm.problem import Problem, TestCase
    from superasm.toolchain import c_to_asm

    out = []
    for mod in (3, 5, 7, 11):
        c = SOURCE.replace("MOD", str(mod))
        built = c_to_asm(c)
        if not built.ok:
            raise RuntimeError(f"gcc -O3 failed on the check's own program: {built.error}")
        tests, hidden = ([TestCase(f"{n}\n", f"{sum(i % mod for i in range(n))}\n") for n in sizes]
                         for sizes in ((5, 300, 4000), (777, 9001)))
        out.append(Problem(id=f"sum{mod}", c_source=c, baseline_asm=built.asm, tests=tests,
                           hidden_tests=hidden))
    return out


def tiny_model(path: Path, texts: list) -> Path:
    """A randomly initialised 2-layer Qwen2 and a byte-level BPE tokenizer trained on ``texts``."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM

    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator(texts, trainers.BpeTrainer(
        vocab_size=512, special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|im_end|>",
                                        pad_token="<|endoftext|>")
    tokenizer.chat_template = (
        "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
        "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")
    config = Qwen2Config(vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64,
                         num_hidden_layers=2, num_attention_heads=2, num_key_value_heads=1,
                         max_position_embeddings=4096, tie_word_embeddings=True,
                         eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id)
    Qwen2ForCausalLM(config).save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


def main() -> None:
    report = {"check": "one TRL GRPO step through superasm's reward", **environment()}
    if not report["cuda"] and not ALLOW_CPU:
        report["result"] = "no CUDA device present: nothing trained (--allow-cpu runs it on the CPU)"
        finish(report, 3)
    from superasm.sandbox import bwrap_available

    if reason := bwrap_available():
        report["result"] = f"the sandbox cannot start, so the real reward cannot run: {reason}"
        finish(report, 4)
    import torch

    from superasm.pool import LocalPool
    from superasm.rewards import RewardConfig, score_replies
    from superasm.train.trl_grpo import GrpoSettings, grpo_dataset, run_grpo

    started = time.monotonic()
    chosen = problems()
    prompts = [m["content"] for row in grpo_dataset(chosen)["prompt"] for m in row]
    model = tiny_model(OUT / "tiny-qwen2", prompts + [p.baseline_asm for p in chosen])
    reward = RewardConfig.from_options(kind="cgs", timing="none")
    cuda = report["cuda"]
    settings = GrpoSettings(
        model=str(model), output_dir=str(OUT / "run"), reward=reward, num_generations=2,
        per_device_batch_size=4, gradient_accumulation_steps=1, max_completion_length=16,
        max_steps=1, save_steps=1, use_cpu=not cuda,
        bf16=bool(cuda and torch.cuda.is_bf16_supported()), reward_concurrency=2)
    result = run_grpo(settings, chosen)
    rows = (result.output_dir / "rewards.jsonl").read_text().splitlines()
    with LocalPool(reward.harness, jobs=1) as pool:
        known = score_replies(pool, chosen[:1] * 2,
                              ["```assembly\n" + chosen[0].baseline_asm + "```", "no code"], reward)
    report.update({
        "ran_on": report["device"] if cuda else "cpu (--allow-cpu)",
        "gpu_memory_peak_mib": round(torch.cuda.max_memory_allocated() / 2**20, 1) if cuda else 0,
        "steps": result.steps, "reward_batches": result.reward_batches,
        "completions_scored": len(rows),
        "reward_mean": result.last_summary.get("reward_mean"),
        "compile_rate": result.last_summary.get("compile_rate"),
        "known_completions": [f"{r.status} (score {r.score:g}; {r.checked or r.detail[:60]})"
                              for r in known],
        "seconds": round(time.monotonic() - started, 1)})
    ok = result.steps == 1 and len(rows) >= settings.per_device_batch_size and [
        r.status for r in known] == [
        "correct", "assemble_error"] and (not cuda or report["gpu_memory_peak_mib"] > 0)
    report["result"] = "ok" if ok else "FAILED: see the entries above"
    finish(report, 0 if ok else 1)


main()
PYTHON
