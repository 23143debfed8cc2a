"""Домино «Козёл»: start the game (``python main.py --help`` lists the options)."""

from kozel_gui.app import main

raise SystemExit(main())
