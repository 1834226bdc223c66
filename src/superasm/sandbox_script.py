"""The one script a sandbox runs: the agent's parts joined.

A sandbox starts its agent as ``python -I -S`` on one file, with no site-packages, so no part of
the agent can import another there.  In the package the parts are modules that import each other
as any do (:mod:`superasm._sandbox_world`, :mod:`superasm._sandbox_clocks`,
:mod:`superasm._sandbox_agent`); :func:`agent_script` joins them in :data:`AGENT_PARTS`'s order
and leaves out each part's imports of the others, the lines between its two markers.
``tests/test_sandbox.py`` checks the script: it compiles, defines every name the parts define,
once, and imports nothing of superasm.
"""

from __future__ import annotations

import functools
from pathlib import Path

#: the agent's parts in the order they are joined: each defines what the ones after it use, and
#: the last starts the agent (``if __name__ == "__main__"``)
AGENT_PARTS = ("_sandbox_world.py", "_sandbox_clocks.py", "_sandbox_agent.py")
#: the lines around a part's imports of the other parts, left out of the script with them
PARTS_BEGIN = "# agent parts: imports of the other parts (sandbox_script leaves them out)"
PARTS_END = "# agent parts: end"
#: every part's first statement; the script has it once, first (where a future import must be)
FUTURE = "from __future__ import annotations\n"


def without_part_imports(text: str) -> str:
    """A part's text without its imports of the other parts (the lines from :data:`PARTS_BEGIN`
    to :data:`PARTS_END`, both included) and without its future import."""
    head, begin, rest = text.partition(PARTS_BEGIN + "\n")
    if begin:
        _, end, rest = rest.partition(PARTS_END + "\n")
        if not end:
            raise ValueError(f"a part's imports of the other parts begin and do not end: "
                             f"{PARTS_END!r} missing")
    return (head + rest).replace(FUTURE, "", 1)


@functools.cache
def agent_script() -> str:
    """The agent as a sandbox runs it: the future import, then :data:`AGENT_PARTS` in order,
    each :func:`without_part_imports`."""
    here = Path(__file__).parent
    parts = [without_part_imports((here / name).read_text()) for name in AGENT_PARTS]
    return FUTURE + "\n" + "\n\n".join(parts)


__all__ = ["AGENT_PARTS", "PARTS_BEGIN", "PARTS_END", "agent_script", "without_part_imports"]
