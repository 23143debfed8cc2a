"""Домино «Козёл»: start the game (``python main.py --help`` lists the options)."""

from kozel_gui.launch import main

raise SystemExit(main())
