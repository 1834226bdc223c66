"""superasm: make x86-64 programs faster than gcc -O3 with LLMs, verified in a sandbox."""

__version__ = "0.1.0"
