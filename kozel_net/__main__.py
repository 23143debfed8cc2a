"""``python -m kozel_net serve ...``: a table with no window (see ``kozel_net.cli``)."""

import sys

from kozel_net.cli import main

sys.exit(main())
