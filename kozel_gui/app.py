"""The app: one window, one main loop, the scene stack, and everything scenes share.

``kozel_gui.launch.main()`` parses the command line and sets SDL's environment
*before* pygame is imported, which is why pygame is imported inside the functions
here rather than at the top.  The loop per frame: events → pygame-gui →
the top scene; ``update(dt)``; draw the visible scenes, the pygame-gui
elements and the message line; then queued scene changes are applied.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from kozel_gui import cli, display
from kozel_gui.i18n import Said, set_language, tr, words
from kozel_gui.options import OPTIONS_FORMAT, MatchSetup, Options, default_setup
from kozel_gui.storage import DataDir, Kept
from kozel_gui.window import (
    DEFAULT_SIZE,
    MIN_SIZE,
    WINDOW_FILE,
    WINDOW_FORMAT,
    size_from_json,
    size_to_json,
)
from rules import BadData

if TYPE_CHECKING:
    import pygame
    import pygame_gui

    from kozel_gui.coaching import FinishedReviews
    from kozel_gui.drawing import MessageLine
    from kozel_gui.host import FrameClock
    from kozel_gui.manager import GameManager
    from kozel_gui.scene import Scene, SceneStack
    from kozel_gui.sound import SoundBoard
    from kozel_gui.tiles import TileRenderer

__all__ = ["App"]

_T0 = time.perf_counter()
FPS = 60
HEADLESS_DT = 1 / 60
OPTIONS_FILE = "options.json"
SETUP_FILE = "setup.json"


class App:
    """The window, the loop and the shared services; see docs/ARCHITECTURE.md for the contract."""

    screen: pygame.Surface
    stack: SceneStack
    sound: SoundBoard
    tiles: TileRenderer
    messages: MessageLine

    def __init__(self, args: argparse.Namespace | None = None,
                 clock: FrameClock | None = None) -> None:
        self.args = args if args is not None else cli.parse_args([])
        cli.prepare_environment(self.args)
        from kozel_gui.drawing import MessageLine
        from kozel_gui.host import StepClock, WallClock
        from kozel_gui.scene import PressGuard, SceneStack
        from kozel_gui.sound import SoundBoard
        from kozel_gui.tiles import TileRenderer

        self.running = True
        self.now = 0.0
        self.frames = 0
        self.startup_s: float | None = None
        self.first_frame_at: float | None = None
        """Wall-clock time (``time.time()``) of the first frame: start-up seen from outside."""
        self.frame_ms: list[float] = []
        self._held: list[pygame.event.Event] = []
        self._fresh = False
        """A new top screen was built after the last frame and is not drawn yet."""
        self._busy = False  # the wait cursor is up
        self._acted: Any = None  # the pygame-gui button whose press asked for a new screen
        self.presses = PressGuard()
        self.stack = SceneStack()
        self.messages = MessageLine()
        self._close_asked: Scene | None = None
        """The question put up when the window was asked to close (``_asks_first``)."""
        self._close_button = False
        """The window's close button was pressed (its WINDOWCLOSE comes before the QUIT);
        a QUIT without it is SIGTERM, the system's, which never waits for an answer."""
        self.data = DataDir.default(self.args.data_dir)
        self.data.faults.tell = self._tell_fault  # a disk that refuses a write is told
        self._saved_options = self._load_options()
        self._overrides = {k: v for k, v in (("language", self.args.lang),
                                             ("speed", self.args.speed)) if v is not None}
        self.options = dataclasses.replace(self._saved_options, **self._overrides)
        self.setup = self._load_setup()
        """The set-up of the matches this run plays, the one the settings show and change:
        the saved one, or what the command line asks for (``--preset muggins``: a run's
        set-up, saved only once a setting is changed; the settings showed the saved «Козёл»
        over a game of Muggins when the flags' set-up went to the table alone)."""
        if cli.wants_table(self.args) and not self.args.resume:
            self.setup = cli.setup_from_args(self.args, self.setup)
        set_language(self.options.language)
        self.screen = self._open_window()
        self.size = self.screen.get_size()
        self._manager: GameManager | None = None
        self.sound = SoundBoard(self.options.volume, self.options.muted)
        self.sound.hold()  # made and played once the first frame is on screen
        self.tiles = TileRenderer()
        self._reviews: FinishedReviews | None = None
        # Without a window nobody watches: simulated time, as fast as possible.
        self.clock: FrameClock = clock or (StepClock(HEADLESS_DT) if self.args.headless
                                           else WallClock(FPS))
        for scene in self._first_scenes():
            self.push(scene)
        self.stack.apply(self.size)

    @property
    def reviews(self) -> FinishedReviews:
        """The coach's reviews made in this run, shown again at once when asked for again
        (made when first asked for: the coach is not loaded before the first frame)."""
        if self._reviews is None:
            from kozel_gui.coaching import FinishedReviews

            self._reviews = FinishedReviews()
        return self._reviews

    @property
    def manager(self) -> pygame_gui.UIManager:
        """The themed pygame-gui manager, made when a screen first asks for it (a table
        has no pygame-gui elements: its first frame does not wait for pygame-gui)."""
        if self._manager is None:
            from kozel_gui.theme import make_manager

            self._manager = make_manager(self.size, self.options.language)
        return self._manager

    # -- scene requests ----------------------------------------------------------

    def push(self, scene: Scene) -> None:
        """Open ``scene`` over the current one (applied after this frame)."""
        self._ask("push", scene)

    def pop(self) -> None:
        """Close the current scene; the one below comes back."""
        self._ask("pop")

    def replace(self, scene: Scene) -> None:
        """Swap the current scene for ``scene``."""
        self._ask("replace", scene)

    def reset_to(self, scene: Scene) -> None:
        """Close every scene and open ``scene`` alone."""
        self._ask("clear", scene)

    def _ask(self, op: Literal["push", "pop", "replace", "clear"],
             scene: Scene | None = None) -> None:
        from kozel_gui.scene import SceneRequest

        self.stack.request(SceneRequest(op, scene))

    def quit(self) -> None:
        """End the main loop after this frame."""
        self.running = False

    def notify(self, text: Said, *, app: bool = False, seconds: float | None = None) -> None:
        """A brief, non-blocking message line (also printed when there is no window);
        it is shown in the language in use, so it follows a switch. It goes with its screen
        unless ``app`` (about the app, e.g. a storage fault); ``seconds``: how long it
        stays (a few by default)."""
        self.messages.add(text, self.now, app=app, seconds=seconds)
        if self.args.headless:
            print(str(text), file=sys.stderr, flush=True)

    def withdraw(self, owner: object) -> None:
        """Take back the messages said on ``owner`` (a screen, or the page its
        ``message_owner`` names) that a question about to open makes stale."""
        self.messages.withdraw(owner)

    def _tell_fault(self, text: Said) -> None:
        """A storage fault: about the app, so it stays on whatever screen comes next."""
        self.notify(text, app=True)

    # -- settings ----------------------------------------------------------------

    def set_options(self, options: Options) -> None:
        """Use ``options`` now (language, sound, full screen) and save them."""
        old, self.options = self.options, options
        self.sound.volume = options.volume
        self.sound.muted = options.muted
        if options.fullscreen != old.fullscreen:
            self._apply_fullscreen(options.fullscreen)
        if options.language != old.language:
            set_language(options.language)
            if self._manager is not None:
                self._manager.set_locale(options.language)
            self._caption()
            self._rebuild_top()
        self.data.store(OPTIONS_FILE, self._options_to_save(options).to_json(), Kept.SETTINGS)

    def set_setup(self, setup: MatchSetup) -> None:
        """The next match's rules and seats; saved to ``setup.json``."""
        self.setup = setup
        self.data.store(SETUP_FILE, setup.to_json(), Kept.SETTINGS)

    def toggle_fullscreen(self) -> None:
        """F11: full screen on or off (remembered in the options)."""
        self.set_options(dataclasses.replace(self.options, fullscreen=not self.options.fullscreen))

    def _options_to_save(self, options: Options) -> Options:
        # A value given on the command line lasts for this run only, unless changed since.
        kept = {k: getattr(self._saved_options, k) for k, v in self._overrides.items()
                if getattr(options, k) == v}
        self._saved_options = dataclasses.replace(options, **kept)
        return self._saved_options

    def _load(self, name: str, parse: Any, format_version: int = OPTIONS_FORMAT) -> Any:
        result = self.data.load(name, format_version=format_version)
        if result.data is not None:
            try:
                return parse(result.data)
            except BadData as exc:
                result = self.data.reject(name, str(exc))
        if result.message is not None:
            self.notify(result.message)
        return None

    def _load_options(self) -> Options:
        options: Options | None = self._load(OPTIONS_FILE, Options.from_json)
        if options is None:  # the first start: speak as the computer does
            from kozel_gui.i18n.system import system_language

            return Options(language=system_language())
        return options

    def _load_setup(self) -> MatchSetup:
        setup: MatchSetup | None = self._load(SETUP_FILE, MatchSetup.from_json)
        return setup or default_setup(4)

    # -- the window --------------------------------------------------------------

    @staticmethod
    def _caption() -> None:
        """The window's title, in the language in use (set again when it changes: the title
        stayed «Kozel Domino» after switching the game to Russian)."""
        import pygame

        if pygame.display.get_init():
            pygame.display.set_caption(tr("app.title"))

    def _open_window(self) -> pygame.Surface:
        import pygame

        try:
            pygame.display.init()
            pygame.font.init()
            self._caption()
            display.set_icon()
            size, maximized = (DEFAULT_SIZE, False) if self.args.headless else \
                display.fitting_size(self._load(WINDOW_FILE, size_from_json, WINDOW_FORMAT)
                                     or DEFAULT_SIZE)
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error as exc:
            raise SystemExit(f"no display to open a window on ({exc}); try --headless") from None
        window = display.pygame_window()
        if window is not None:
            window.minimum_size = MIN_SIZE
            if maximized:  # the window manager sizes it to what its panels leave free
                window.maximize()
        if self.options.fullscreen:
            self._apply_fullscreen(True)
        return pygame.display.get_surface() or screen

    def _apply_fullscreen(self, on: bool) -> None:
        window = None if self.args.headless else display.pygame_window()
        if window is None:
            return
        if on:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()

    def _sync_size(self) -> None:
        """Follow the window's real size (resizes, full screen) in the UI and the shown scenes."""
        import pygame

        self.screen = pygame.display.get_surface() or self.screen
        size = self.screen.get_size()
        if size == self.size:
            return
        self.size = size
        if self._manager is not None:
            self._manager.set_window_resolution(size)
        for scene in self.stack.visible():  # the table under the pause menu too
            scene.resize(size)

    def _remember_window(self) -> None:
        """The windowed size the player leaves, for the next start (``window.json``)."""
        if self.args.headless or self.options.fullscreen:
            return
        with contextlib.suppress(OSError):  # a size not kept is not worth a message
            self.data.save(WINDOW_FILE, size_to_json(self.size))

    def _rebuild_top(self) -> None:
        top = self.stack.top
        if top is not None:
            top.leave()
            top.enter()
            top.resize(self.size)

    # -- the loop ----------------------------------------------------------------

    def run(self) -> int:
        """The main loop; returns the exit status."""
        started = time.perf_counter()
        while self.running:
            self.frame()
        self._remember_window()
        _finish_saves()
        elapsed = time.perf_counter() - started
        if self.args.screenshot:
            self.save_screenshot(self.args.screenshot)
        if self.args.stats:
            print(json.dumps(self.stats(elapsed)), flush=True)
        return 0

    @property
    def real_now(self) -> float:
        """The time now as a person lives it (``now`` counts a stall as 0.1 s): what the
        moment a new screen ignores presses for is measured in (``PressGuard``)."""
        return self.clock.real()

    def frame(self) -> None:
        """One iteration: events, update, draw, then the queued scene changes.

        A new screen can take seconds to build on a busy machine; a player who sees nothing
        happen presses again.  That press was made before the new screen showed, so it was
        never meant for it: the keys, mouse buttons and wheel that came after the press that
        asked for a new top screen and until it is built are dropped (typed text, pointer
        moves and window events are kept; the window's first screens, built before any
        frame, take everything).  Meanwhile the button that was pressed shows pressed and
        the pointer is the wait cursor, until the new screen's first frame is drawn.  For a
        moment after it shows, the new screen ignores mouse presses too (``PressGuard``):
        a double click's second press is not for it.
        """
        import pygame

        dt = self.clock.tick()
        begun = time.perf_counter()
        self.now += dt
        events, self._held = [*self._held, *map(latin_key, pygame.event.get())], []
        for i, event in enumerate(events):
            if self.stack.pending:
                # The scene asked to go: what follows is for the scene that comes next.
                self._held = events[i:]
                break
            self._dispatch(event)
        self._sync_size()
        top = self.stack.top
        if top is not None and not self.stack.pending:
            for below in self.stack.scenes[:-1]:
                below.behind(dt)
        if top is not None and not self.stack.pending:
            top.focus.update(self.now)
            top.update(dt)
        if self.stack.pending:
            self._show_busy()
        if self._manager is not None:
            self._manager.update(dt)
        self.draw()
        pygame.display.flip()
        self.frames += 1
        if self.startup_s is None:
            self.startup_s = time.perf_counter() - _T0
            self.first_frame_at = time.time()
            self.sound.release()
        if self.args.stats:
            self.frame_ms.append((time.perf_counter() - begun) * 1000)
        if self._fresh and not self.stack.pending:
            self._fresh = False  # the new screen is on the window now
            # Stamped after the flip, in real time: a press made while a slow first frame was
            # drawn was aimed at the screen before and is still held back.
            self.presses.shown(self.real_now)
            self._show_busy(False)
        self._keep_still()
        if self.stack.apply(self.size):
            # What came while it was built was made before it showed: no press of it acts.
            self._held = [e for e in (*self._held, *map(latin_key, pygame.event.get()))
                          if not _impatient(e)]
            self._fresh = True
            self.presses.opened()
            self._acted = None
            if self.stack.top is not None:
                self.stack.top.focus.current()  # its box has the typing made meanwhile
        if self.stack.top is None or (self.args.frames and self.frames >= self.args.frames):
            self.quit()

    def _keep_still(self) -> None:
        """The top screen is about to leave the top (another opens over it, or it goes): a
        picture of its pygame-gui elements as drawn now, for it to show under a question
        (``Scene.draw_still``); its elements go as it leaves, whatever kind of screen it is."""
        top = self.stack.top
        if top is None or not self.stack.pending or self._manager is None:
            return
        import pygame
        from pygame_gui.elements import UITooltip

        root: object = self._manager.get_root_container()
        top.still = [(s.image.copy(), pygame.Rect(s.rect)) for s in
                     self._manager.get_sprite_group().sprites()
                     if s.visible and s.image is not None and not isinstance(s, UITooltip)
                     and s is not root]
        top.still_size = self.size

    def _show_busy(self, on: bool = True) -> None:
        """The pressed button drawn pressed and the wait cursor while the next screen is
        built (or the arrow back once it shows)."""
        import pygame

        if on and self._acted is not None and self._acted.alive():
            self._acted.drawable_shape.set_active_state("active")  # pygame-gui's pressed look
        if on == self._busy:
            return
        self._busy = on
        with contextlib.suppress(pygame.error):  # no pointer to change (no window)
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_WAIT if on else pygame.SYSTEM_CURSOR_ARROW)

    def _dispatch(self, event: pygame.event.Event) -> None:
        import pygame

        if event.type == pygame.WINDOWCLOSE:
            self._close_button = True
        if event.type == pygame.QUIT:  # the close button; SDL turns SIGTERM into this too
            asked, self._close_button = self._close_button, False
            if asked and self._asks_first():
                return
            for scene in reversed(self.stack.scenes):
                scene.closing()
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if not self.presses.lets_through(event, self.real_now):
            return
        used = self._manager is not None and self._manager.process_events(event)
        top = self.stack.top
        if top is not None and not used and not top.focus.handle(event, self.now):
            top.handle(event)
        if self.stack.pending and self._acted is None:
            self._acted = _pressed_button(event)

    def _asks_first(self) -> bool:
        """A screen asks before the window's close button closes it (a table served to
        other people): its question goes up instead.  Asked to close again while the
        question is up, or by SIGTERM (a log-out, a shutdown: nobody is there to answer),
        the window closes as it would have without it (nothing is lost: each screen keeps
        what it must in ``closing``)."""
        asked = self._close_asked
        if asked is not None and (asked in self.stack.scenes
                                  or any(r.scene is asked for r in self.stack.pending)):
            return False
        for scene in reversed(self.stack.scenes):
            question = scene.close_question()
            if question is not None:
                self._close_asked = question
                self.push(question)
                return True
        return False

    def draw(self) -> None:
        """Draw the visible scenes, the pygame-gui elements, the focus ring, then messages."""
        visible = self.stack.visible()
        # A message said as a screen closes is the next screen's: none is given one meanwhile.
        shown = [] if self.stack.pending else [s.message_owner() for s in visible]
        self.messages.shown_on(shown, self.now)
        for n, scene in enumerate(visible):
            scene.draw(self.screen)
            if n < len(visible) - 1:  # under a question: its elements, dimmed with it
                scene.draw_still(self.screen)
            if shown and n < len(visible) - 1:  # under a question: dimmed with its screen
                self.messages.draw(self.screen, self.now, self._controls(scene), shown[n])
        if self._manager is not None:
            self._manager.draw_ui(self.screen)
        top = self.stack.top
        if top is not None:
            top.draw_over(self.screen)
            top.focus.draw(self.screen)
        if self._manager is not None:
            self._manager.draw_tooltips(self.screen)  # over the faded edges and the ring
        self.messages.draw(self.screen, self.now, self._controls(top))

    def _controls(self, top: Scene | None) -> list[pygame.Rect]:
        """Where the controls of the screen ``top`` are (messages are drawn clear of them)."""
        if top is None:
            return []
        rects = [item.rect for item in top.focus.items()] + top.keep_clear()
        if self._manager is not None:
            import pygame_gui

            kinds = (pygame_gui.elements.UIButton, pygame_gui.elements.UITextEntryLine,
                     pygame_gui.elements.UIDropDownMenu, pygame_gui.elements.UIHorizontalSlider)
            rects += [e.rect for e in self._manager.get_sprite_group().sprites()
                      if isinstance(e, kinds) and e.visible]
        return rects

    def save_screenshot(self, path: str | os.PathLike[str]) -> Path:
        """Save the last drawn frame as an image."""
        import pygame

        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(target))
        return target

    def stats(self, elapsed: float) -> dict[str, float | None]:
        """Frame times, frames per second, start-up time and peak memory."""
        times = sorted(self.frame_ms)

        def pct(p: float) -> float | None:
            return round(times[min(len(times) - 1, int(p * len(times)))], 3) if times else None

        return {
            "frame_ms_p50": pct(0.50),
            "frame_ms_p99": pct(0.99),
            "fps": round(self.frames / elapsed, 1) if elapsed > 0 else None,
            "startup_s": round(self.startup_s, 3) if self.startup_s is not None else None,
            "first_frame_at": self.first_frame_at,
            "peak_rss_mb": _peak_rss_mb(),
            "frames": self.frames,
        }

    def close(self) -> None:
        """Leave every scene and shut the display (for tests that make many apps)."""
        import pygame

        while self.stack.scenes:
            self.stack.scenes.pop().leave()
        _finish_saves()
        pygame.display.quit()

    # -- the first scene ---------------------------------------------------------

    def _first_scenes(self) -> list[Scene]:
        from kozel_gui import scenes

        if self.args.resume:
            found = scenes.load_autosave(self, demo_too=True)
            if found is not None:
                return [scenes.table_scene(self, *found)]
            self.notify(words("shell.no_autosave"))
        elif cli.wants_table(self.args):
            return [scenes.table_scene(self, self.setup)]
        return scenes.opening(self)


def latin_key(event: pygame.event.Event) -> pygame.event.Event:
    """``event`` with a letter key named by its place on the keyboard where the layout gives
    it a letter outside Latin: the table's H, D, K and S, the questions' Y and N and Ctrl+Z
    act under a Russian or Ukrainian layout too (PT-AA: H gave no hint with the Ukrainian
    layout on, where the key says «р»).  A Latin layout's own letters stay as they are, and
    what is typed comes as text (``unicode``, ``TEXTINPUT``), which this leaves alone."""
    import pygame

    if event.type not in (pygame.KEYDOWN, pygame.KEYUP) or event.key < 0x80:
        return event
    code = getattr(event, "scancode", 0)
    if not pygame.KSCAN_A <= code <= pygame.KSCAN_Z:
        return event
    return pygame.event.Event(event.type, {**event.dict,
                                           "key": pygame.K_a + code - pygame.KSCAN_A})


def _impatient(event: pygame.event.Event) -> bool:
    """Whether ``event`` is a press (a key, a mouse button, the wheel): what a player does
    again when a screen is slow to come, and what must not act on it when it comes."""
    import pygame

    return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN,
                          pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


def _pressed_button(event: pygame.event.Event) -> Any:
    """The pygame-gui button ``event`` reports pressed (None for any other event)."""
    gui = sys.modules.get("pygame_gui")
    if gui is None or event.type != gui.UI_BUTTON_PRESSED:
        return None
    element = getattr(event, "ui_element", None)
    return element if isinstance(element, gui.elements.UIButton) else None


def _peak_rss_mb() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def _finish_saves() -> None:
    """Every autosave handed to the background writer is on disk before the app ends."""
    from kozel_gui.saving import WRITER

    WRITER.flush()
