"""Adversarial tests: hostile candidates, cheaters, bad model output and load (issue 6).

Every hostile candidate lives in ``cases/`` (C compiled to assembly in the sandbox, or assembly
written by hand); :mod:`tests.adversarial.hostile_cases` says what each one tries and which
statuses it may end in.  The tests assert on *effects* (host files, processes, ports, memory),
not only on the verdict.
"""
