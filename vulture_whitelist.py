"""Names vulture (``make deadcode``, part of ``make test``) reports that are used after all.

Vulture reads this file as code that uses them.  Add a name only with the reason.
"""

# pygame: setting a Rect's anchor (``rect.midtop = ...``) places it; minimum_size is read by SDL.
_.minimum_size
_.midtop
_.midbottom
_.midleft

_.topright

# pygame-gui reads an element's flag that it moved (set to stop a hover flicker).
_.has_moved_recently

# pygame-gui counts an element's hover time to show its tooltip (reset when a press puts
# the tooltip away: kozel_gui/manager.py).
_.hover_time

# pygame-gui's drop-down state reads this flag to close its list (the rules editor sets it).
_.should_transition

# pygame-gui's text entry reads its cursor blink state in update() (kozel_gui/text_entry.py).
_.cursor_on
_.cursor_has_moved_recently
_.cursor_blink_delay_after_moving_acc
_.has_fresh_surface

# argparse calls an Action with these arguments, used or not.
namespace
option_string
_.recalcTimestamp  # fontTools reads it when saving (scripts/make_fonts.py)
_._print_message  # argparse writes help, usage and errors through it (kozel_gui.cli)

# pytest reads these by name.
pytestmark
_ukrainian_then_russian  # an autouse fixture (tests/test_uk_words.py)
_russian_after_each_test  # an autouse fixture (tests/conftest.py)
_no_review_kept_from_another_test  # an autouse fixture (tests/conftest.py)
_russian  # an autouse fixture (tests/test_match_end.py)

# Not used (yet), kept by their owners (the GUI and its tests): listed so the check runs
# clean; remove an entry when its name goes or gets used.
_.popped
_.prepare
_.summary_at
recording
rules_of
PAPER
INK_RED
INK_YELLOW
author
_russian_after
