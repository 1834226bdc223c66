import sys

from superasm.cli import main

sys.exit(main())
