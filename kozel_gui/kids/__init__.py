"""Kids' mode: picture domino for small children, with levels that teach the game step by step.

``progress`` remembers levels and stars per profile, ``levels`` builds each level's game,
``art`` draws stars, animal avatars and big buttons, ``hold`` is the long-press exit,
``matching`` is level 1 (which tile fits?), ``table`` the kids' table for levels 2 and 3.
"""
