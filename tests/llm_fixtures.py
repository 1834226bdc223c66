"""Shared fixtures for the LLM backend tests: a scripted HTTP server and a tiny local model.

Imported by the test modules (``from llm_fixtures import ...``); not a conftest, so it only costs
anything in the tests that use it.  Nothing here downloads anything: the server is
``http.server`` on 127.0.0.1 and the model is a randomly initialised Qwen2 with a tokenizer
trained on the spot.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from superasm.problem import Problem
from superasm.problem import TestCase as IOCase

C_SOURCE = """#include <stdio.h>
int main(void) {
    long n, s = 0;
    if (scanf("%ld", &n) != 1) return 1;
    for (long i = 1; i <= n; i++) s += i * i;
    printf("%ld\\n", s);
    return 0;
}
"""

BASELINE_ASM = """\t.file\t"prog.c"
\t.text
\t.section\t.rodata.str1.1,"aMS",@progbits,1
.LC0:
\t.string\t"%ld"
.LC1:
\t.string\t"%ld\\n"
\t.section\t.text.startup,"ax",@progbits
\t.p2align 4
\t.globl\tmain
\t.type\tmain, @function
main:
\tsubq\t$24, %rsp
\tleaq\t.LC0(%rip), %rdi
\txorl\t%eax, %eax
\tleaq\t8(%rsp), %rsi
\tcall\t__isoc99_scanf@PLT
\tcmpl\t$1, %eax
\tjne\t.L5
\tmovq\t8(%rsp), %rcx
\txorl\t%esi, %esi
\tmovl\t$1, %eax
.L3:
\tmovq\t%rax, %rdx
\timulq\t%rax, %rdx
\taddq\t$1, %rax
\taddq\t%rdx, %rsi
\tcmpq\t%rcx, %rax
\tjle\t.L3
\tleaq\t.LC1(%rip), %rdi
\txorl\t%eax, %eax
\tcall\tprintf@PLT
\txorl\t%eax, %eax
\taddq\t$24, %rsp
\tret
.L5:
\tmovl\t$1, %eax
\taddq\t$24, %rsp
\tret
\t.size\tmain, .-main
\t.section\t.note.GNU-stack,"",@progbits
"""


def make_problem(pid: str = "sumsq", split: str = "test") -> Problem:
    return Problem(
        id=pid,
        c_source=C_SOURCE.replace("s = 0", f"s = 0 /* {pid} */"),
        baseline_asm=BASELINE_ASM,
        tests=[IOCase("3\n", "14\n"), IOCase("10\n", "385\n")],
        split=split,
    )


# -- a scripted HTTP server --------------------------------------------------------------------


@dataclass
class Reply:
    """One scripted response.  ``body`` may be a dict (sent as JSON) or raw bytes."""

    status: int = 200
    body: dict[str, Any] | bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    body: Any


class ScriptedServer:
    """An HTTP server on 127.0.0.1 that answers from a script, then from a fallback function.

    Records every request (path, headers, parsed JSON) and the most requests in flight at once,
    so tests can check request shapes and the client's concurrency limit.
    """

    def __init__(self, fallback: Callable[[Seen], Reply] | None = None) -> None:
        self.script: list[Reply] = []
        self.fallback = fallback or (lambda seen: Reply(404, {"error": {"message": "no script"}}))
        self.seen: list[Seen] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw)
                except ValueError:
                    body = raw
                seen = Seen(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                reply = server._next(seen)
                with server._lock:
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                try:
                    if reply.delay_s:
                        time.sleep(reply.delay_s)
                    payload = reply.body if isinstance(reply.body, bytes) else json.dumps(reply.body).encode()
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    for key, value in reply.headers.items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass
                finally:
                    with server._lock:
                        server.in_flight -= 1

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def _next(self, seen: Seen) -> Reply:
        with self._lock:
            self.seen.append(seen)
            if self.script:
                return self.script.pop(0)
        return self.fallback(seen)

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def __enter__(self) -> ScriptedServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def chat_completion(contents: list[str | None], prompt_tokens: int = 100, completion_tokens: int = 50,
                    finish_reason: str = "stop", model: str = "tiny") -> dict[str, Any]:
    """An OpenAI chat-completions reply body with one choice per content."""
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "model": model,
        "choices": [
            {"index": i, "message": {"role": "assistant", "content": c}, "finish_reason": finish_reason}
            for i, c in enumerate(contents)
        ],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


def fenced(asm: str) -> str:
    return f"```assembly\n{asm}```"


# -- a tiny randomly initialised Qwen2 with a locally trained tokenizer ---------------------------

CHATML_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)


def _training_text() -> list[str]:
    from superasm.prompts import render_prompt

    prompt = render_prompt(C_SOURCE, BASELINE_ASM, "paper")
    return [prompt, C_SOURCE, BASELINE_ASM, fenced(BASELINE_ASM)] * 20


def build_tiny_model(directory: Path, vocab_size: int = 600) -> Path:
    """Save a tiny random Qwen2 (about 100k parameters) and a BPE tokenizer with a chat template.

    ``generation_config.json`` sets ``do_sample: true`` because ``transformers serve`` samples
    only when the model's generation config says so.
    """
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import (
        GenerationConfig,
        PreTrainedTokenizerFast,
        Qwen2Config,
        Qwen2ForCausalLM,
    )

    directory.mkdir(parents=True, exist_ok=True)
    special = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
    tokenizer = Tokenizer(models.BPE(unk_token=None))
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size, special_tokens=special,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False,
    )
    tokenizer.train_from_iterator(_training_text(), trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tokenizer, eos_token="<|im_end|>", pad_token="<|endoftext|>",
        bos_token=None, unk_token=None,
    )
    fast.chat_template = CHATML_TEMPLATE
    fast.save_pretrained(directory)
    eos_id = fast.convert_tokens_to_ids("<|im_end|>")
    pad_id = fast.convert_tokens_to_ids("<|endoftext|>")
    config = Qwen2Config(
        vocab_size=len(fast), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=8192,
        eos_token_id=eos_id, pad_token_id=pad_id, bos_token_id=pad_id, tie_word_embeddings=True,
    )
    import torch

    torch.manual_seed(0)
    model = Qwen2ForCausalLM(config)
    model.save_pretrained(directory)
    GenerationConfig(
        do_sample=True, temperature=1.0, top_p=1.0, max_new_tokens=32,
        eos_token_id=eos_id, pad_token_id=pad_id, bos_token_id=pad_id,
    ).save_pretrained(directory)
    return directory
