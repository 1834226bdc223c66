"""Verification: everything that decides whether a candidate does what the C reference does,
beyond the paper's public tests.  docs/verification.md says what each tier proves; the tiers
themselves are declared in :mod:`superasm.tiers`.

The modules, by job:

- :mod:`~superasm.verification.judge`: one run against its test (the rule of correct(P'));
- :mod:`~superasm.verification.reference`: the C reference as a judge of inputs (is an input
  valid, what does the program answer);
- :mod:`~superasm.verification.inputmodel`: a model of what a program reads, learned from the
  inputs it was given; :mod:`~superasm.verification.formats`: the format a generated input must
  keep;
- :mod:`~superasm.verification.strategies`: the strategies of verification inputs, declared in
  one table; :mod:`~superasm.verification.inputs`: making, caching and topping up a problem's
  verification inputs with them;
- :mod:`~superasm.verification.campaign` (with the mutator it runs inside the sandbox,
  ``_afl_mutator``): coverage-guided differential fuzzing, of the reference once per problem
  (:mod:`~superasm.verification.explored`) and of each candidate's own code;
- :mod:`~superasm.verification.fuzz`: mutations of the public inputs (``--fuzz``);
- :mod:`~superasm.verification.equiv`: the function tier, the hot function compared directly;
- :mod:`~superasm.verification.adequacy`: how adequate a problem's tests are (coverage and a
  mutation score).

The package imports nothing here, so importing one module does not import the others.
"""
