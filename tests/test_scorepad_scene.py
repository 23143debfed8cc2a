"""The score pad screen driven by synthetic clicks and keys, headless, with a small fake app."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame_gui
import pytest

from kozel_gui.i18n import set_language
from kozel_gui.options import Options
from kozel_gui.scene import Scene
from kozel_gui.scenes.scorepad import ScorePadScene
from kozel_gui.scorepad.entry_page import EntryPage
from kozel_gui.scorepad.list_page import ListPage
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.setup_page import SetupPage
from kozel_gui.scorepad.sheet_page import SheetPage
from kozel_gui.storage import DataDir
from kozel_gui.tiles import TileRenderer
from rules import find_preset

NAMES = ["Аня", "Боря", "Вера", "Гена"]
# RULES.md §4: rounds 1-2 bring A +19, B nothing, C +7, D +4; round 3 is the worked example.
TILES = [(3, [["6:6"], ["0:0", "2:3"], ["1:2"], []]),
         (1, [["3:4"], [], ["0:4"], ["1:3"]]),
         (0, [[], ["1:2"], ["5:6", "0:2"], ["1:4"]])]
TOTALS = [(3, [12, 5, 3, 0]), (1, [7, 0, 4, 4]), (0, [0, 3, 13, 5])]


class FakeApp:
    """What the score pad uses of ``App``: a window, a UI manager, the data dir, tiles."""

    def __init__(self, root: Path, size: tuple[int, int] = (1280, 720)) -> None:
        pygame.display.init()
        pygame.font.init()
        self.screen = pygame.display.set_mode(size)
        self.manager = pygame_gui.UIManager(size)
        self.data = DataDir(root)
        self.tiles = TileRenderer()
        self.options = Options()
        self.stack: list[Scene] = []
        self.told: list[str] = []
        self.popped = 0

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> None:
        self.popped += 1

    def notify(self, text: str) -> None:
        self.told.append(text)

    def frames(self, n: int = 3) -> None:
        scene = self.stack[-1]
        for _ in range(n):
            for event in pygame.event.get():
                if not self.manager.process_events(event):
                    scene.handle(event)
            scene.update(1 / 60)
            self.manager.update(1 / 60)
            scene.draw(self.screen)
            self.manager.draw_ui(self.screen)

    def click(self, pos: tuple[int, int]) -> None:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        self.frames()


@pytest.fixture
def app(tmp_path: Path) -> FakeApp:
    set_language("ru")
    made = FakeApp(tmp_path)
    pygame.event.clear()
    return made


def open_scene(app: FakeApp) -> ScorePadScene:
    scene = ScorePadScene(app)  # type: ignore[arg-type]
    app.push(scene)
    app.frames()
    return scene


def press(app: FakeApp, scene: ScorePadScene, text: str, *, starts: bool = False) -> None:
    assert scene.page is not None
    found = [e for e in scene.page.elements if isinstance(e, pygame_gui.elements.UIButton)
             and (e.text.startswith(text) if starts else e.text == text)]
    assert found, f"no button {text!r}"
    app.click(found[0].rect.center)


def type_into(app: FakeApp, entry: Any, text: str) -> None:
    app.click(entry.rect.center)
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frames()


def start_pad(app: FakeApp) -> ScorePadScene:
    scene = open_scene(app)
    assert isinstance(scene.page, SetupPage)  # no pads yet: straight to the set-up
    for entry, name in zip(scene.page.entries, NAMES, strict=True):
        entry.set_text(name)
    press(app, scene, "Начать партию")
    assert isinstance(scene.page, SheetPage)
    return scene


def the_pad(scene: ScorePadScene) -> Pad:
    assert isinstance(scene.page, SheetPage | EntryPage)
    return scene.page.pad


def test_worked_example_entered_by_tapping_tiles(app: FakeApp) -> None:
    scene = start_pad(app)
    for out, hands in TILES:
        press(app, scene, "Записать кон")
        page = scene.page
        assert isinstance(page, EntryPage)
        press(app, scene, NAMES[out])
        for seat, hand in enumerate(hands):
            if seat == out:
                continue
            press(app, scene, f"{NAMES[seat]} ·", starts=True)
            for tile in hand:
                app.click(scene.page.tile_boxes[tile].center)  # type: ignore[union-attr]
        press(app, scene, "Записать")
        assert isinstance(scene.page, SheetPage), getattr(page, "error", "")
    sheet = the_pad(scene).sheet
    assert (sheet.score, sheet.remembered) == ([0, 0, 20, 0], [0, 3, 0, 9])
    assert sheet.rows[0].sides[0].points == 12  # 6:6 alone
    saved = json.loads(next((app.data.root / "scorepads").glob("*.json")).read_text("utf-8"))
    assert len(saved["sheet"]["entries"]) == 3


def test_worked_example_entered_as_typed_totals(app: FakeApp) -> None:
    scene = start_pad(app)
    for out, points in TOTALS:
        press(app, scene, "Записать кон")
        press(app, scene, NAMES[out])
        press(app, scene, "Сумма очков")
        page = scene.page
        assert isinstance(page, EntryPage)
        for seat, value in enumerate(points):
            if seat != out:
                type_into(app, page.fields[seat], str(value))
        last = max(s for s in range(4) if s != out)
        app.click(page.fields[last].rect.center)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r", scancode=0))
        app.frames()
        assert isinstance(scene.page, SheetPage), page.error
    sheet = the_pad(scene).sheet
    assert (sheet.score, sheet.remembered) == ([0, 0, 20, 0], [0, 3, 0, 9])


def test_a_tile_cannot_be_in_two_hands(app: FakeApp) -> None:
    scene = start_pad(app)
    press(app, scene, "Записать кон")
    press(app, scene, NAMES[0])
    page = scene.page
    assert isinstance(page, EntryPage)
    press(app, scene, f"{NAMES[1]} ·", starts=True)
    app.click(page.tile_boxes["5:6"].center)
    press(app, scene, f"{NAMES[2]} ·", starts=True)
    app.click(scene.page.tile_boxes["5:6"].center)  # type: ignore[union-attr]
    assert "5:6 уже у игрока Боря" in scene.page.error  # type: ignore[union-attr]
    press(app, scene, "Записать")
    assert "Вера" in scene.page.error  # type: ignore[union-attr]  # Вера holds nothing yet


def test_clicking_an_early_round_corrects_it_and_the_rest_follows(app: FakeApp) -> None:
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="p")
    for out, points in TOTALS:
        pad.record(RoundFacts("out", out, points=points))
    scene = open_scene(app)
    scene.show_sheet(pad)
    app.frames()
    assert isinstance(scene.page, SheetPage)
    first = next(r for i, r in scene.page.view.row_rects if i == 0)
    app.click(first.center)
    page = scene.page
    assert isinstance(page, EntryPage) and page.index == 0
    page.fields[0].set_text("13")  # A now opens at once with 13
    press(app, scene, "Записать")
    assert isinstance(scene.page, SheetPage)
    assert (pad.sheet.score, pad.sheet.remembered) == ([20, 0, 20, 0], [0, 3, 0, 9])


def test_the_pad_survives_a_restart_and_undo_is_saved(app: FakeApp, tmp_path: Path) -> None:
    scene = start_pad(app)
    pad = the_pad(scene)
    for out, points in TOTALS:
        pad.record(RoundFacts("out", out, points=points))
    scene.save(pad)
    scene.show_sheet(pad)
    press(app, scene, "Отменить последний")
    assert len(pad.sheet.rows) == 2
    again = FakeApp(tmp_path)
    reopened = open_scene(again)
    assert isinstance(reopened.page, ListPage)
    press(again, reopened, "20", starts=True)  # the pad's line starts with its date
    assert isinstance(reopened.page, SheetPage)
    assert reopened.page.pad.sheet == pad.sheet and reopened.page.pad.names == tuple(NAMES)


def test_a_corrupt_save_is_set_aside_with_a_message(app: FakeApp) -> None:
    folder = app.data.root / "scorepads"
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("{ this is not json", encoding="utf-8")
    scene = open_scene(app)
    assert isinstance(scene.page, ListPage) and scene.page.pads == []
    assert any("broken.json" in t and "corrupt" in t for t in app.told)
    assert [p.name[:15] for p in folder.iterdir()] == ["broken.corrupt-"]


def test_export_writes_png_and_text_and_tells_where(app: FakeApp) -> None:
    scene = start_pad(app)
    for out, points in TOTALS:
        the_pad(scene).record(RoundFacts("out", out, points=points))
    press(app, scene, "Сохранить протокол")
    pngs = list((app.data.root / "exports").glob("*.png"))
    txts = list((app.data.root / "exports").glob("*.txt"))
    assert len(pngs) == 1 and len(txts) == 1 and str(pngs[0]) in app.told[-1]
    text = txts[0].read_text("utf-8")
    assert "+19 / выход / —" in text and "+7 / 13+7 / 20" in text


def test_the_goat_is_announced_and_kept_in_history(app: FakeApp) -> None:
    from kozel_gui.history import HISTORY_FILE, History

    scene = start_pad(app)
    press(app, scene, "Записать кон")
    press(app, scene, NAMES[0])
    press(app, scene, "Сумма очков")
    page = scene.page
    assert isinstance(page, EntryPage)
    for seat, value in ((1, "90"), (2, "140"), (3, "5")):
        page.fields[seat].set_text(value)
    press(app, scene, "Записать")
    sheet_page = scene.page
    assert isinstance(sheet_page, SheetPage) and sheet_page.banner
    assert sheet_page.pad.sheet.goat == 2 and sheet_page.pad.in_history
    with History.open(app.data.path(HISTORY_FILE)) as history:
        assert history.count() == 1


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_every_page_fits_the_window(tmp_path: Path, size: tuple[int, int]) -> None:
    app = FakeApp(tmp_path, size)
    scene = open_scene(app)
    pad = Pad.new(find_preset("kozel_2x2"), NAMES, pad_id="fit")
    pad.record(RoundFacts("out", 0, points=[0, 20, 3, 9], lead="6:6"))
    pages = [scene.show_setup, lambda: scene.show_sheet(pad), lambda: scene.show_entry(pad),
             scene.show_list]
    window = pygame.Rect((0, 0), size)
    for show in pages:
        show()
        app.frames()
        assert scene.page is not None
        rects = [e.rect for e in scene.page.elements]
        assert all(window.contains(r) for r in rects)
        assert not any(a.colliderect(b) for n, a in enumerate(rects) for b in rects[n + 1:])
