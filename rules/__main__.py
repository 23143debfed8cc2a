"""``python -m rules``: see ``rules.cli``."""

import sys

from rules.cli import main

sys.exit(main())
