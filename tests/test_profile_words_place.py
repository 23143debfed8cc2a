"""P36: the profile screen's «он или она?» belongs to the new profile's row, and a question
never leaves one short word alone on its last line («нет.» under the delete question)."""

from __future__ import annotations

from pathlib import Path

from harness import harness_for

from kozel_gui.assets import font
from kozel_gui.drawing import wrap
from kozel_gui.i18n import Gender, set_language, tr
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.storage import DataDir


def test_the_gender_question_stands_under_the_new_profiles_choice(tmp_path: Path) -> None:
    Profiles().added("Мм", Gender.FEMALE).added("Petr", Gender.MALE).selected("Petr").save(
        DataDir(tmp_path))
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.press(tr("profile.current", name="Petr"))
        scene = h.top
        assert isinstance(scene, ProfileScene)
        new_he, new_she = (b.rect for b in scene.new_gender_buttons.values())
        rows = [b.rect for b in h.buttons() if b.text in ("Мм", "Petr")]
        x, top = scene.ask_at
        assert all(r.bottom < new_he.top for r in rows)  # the profiles there are: above
        assert new_he.bottom <= top < new_he.bottom + new_he.h  # right under «он» / «она»
        assert new_he.left < x < new_she.right  # centred on them
        children = scene.children_at[1]
        assert top + font(20).get_linesize() <= children  # clear of «Дети:»


def test_the_last_line_of_a_question_is_never_one_word_alone() -> None:
    set_language("ru")
    face = font(24)
    text = tr("profile.delete_ask", name="Petya") + " " + tr("profile.delete_nothing")
    width = face.size(text.rsplit(" ", 1)[0])[0] + 2  # where «нет.» alone went down
    lines = wrap(text, face, width)
    assert " ".join(lines) == text and len(lines) == 2
    assert lines[-1] == "профиля нет." and all(face.size(ln)[0] <= width for ln in lines)
    assert wrap("одно", face, 10) == ["одно"]  # a single word is no orphan
    assert wrap("длинноеслово ещё", face, 5) == ["длинноеслово", "ещё"]  # no room to share


def test_the_delete_question_on_screen_ends_with_two_words(tmp_path: Path) -> None:
    Profiles().added("Petya", Gender.MALE).added("Дед", Gender.MALE).selected("Дед").save(
        DataDir(tmp_path))
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.app.reset_to(MenuScene(h.app))
        h.frames(2)
        h.press(tr("profile.current", name="Дед"))
        pick = h.button("Petya")
        edit = next(b for b in h.buttons() if b.text == tr("profile.edit")
                    and b.rect.y == pick.rect.y)
        h.click(edit.rect.center)
        h.press(tr("profile.delete"))
        question = h.top
        assert isinstance(question, ConfirmScene)
        px = 24  # the question's size at 1280 × 720 (ConfirmScene.draw)
        lines = wrap(question.question, font(px), question.panel.w - 2 * px)
        assert len(lines) >= 2 and " " in lines[-1], lines
