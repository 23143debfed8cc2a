"""Strings of the app shell: main menu, pause, about, messages of the app itself."""

STRINGS: dict[str, tuple[str, str]] = {
    "menu.new_over_saved": ("Начать новую партию? Сохранённая партия пропадёт.",
                            "Start a new match? The saved match will be lost."),
    "menu.new_match": ("Новая партия", "New match"),
    "menu.subtitle": ("Дворовое домино", "Courtyard dominoes"),
    "menu.play": ("Играть", "Play"),
    "menu.continue": ("Продолжить партию", "Continue the match"),
    "menu.settings": ("Настройки", "Settings"),
    "menu.kids": ("Детское домино", "Kids' domino"),
    "menu.scorepad": ("Блокнот счёта", "Score pad"),
    "menu.history": ("История", "History"),
    "menu.stats": ("Статистика", "Statistics"),
    "menu.rules": ("Правила", "Rules"),
    "menu.about": ("Об игре", "About"),
    "menu.quit": ("Выход", "Quit"),
    "menu.language": ("Язык", "Language"),
    "menu.footer": ("версия {version} · свободная программа, лицензия MIT",
                    "version {version} · free software, MIT licence"),
    "pause.title": ("Пауза", "Paused"),
    "pause.continue": ("Продолжить", "Continue"),
    "pause.rules": ("Правила", "Rules"),
    "pause.settings": ("Настройки", "Settings"),
    "pause.menu": ("Главное меню", "Main menu"),
    "pause.quit": ("Выйти из игры", "Quit the game"),
    "pause.saved": ("Партия сохраняется после каждого хода.",
                    "The match is saved after every move."),
    "about.title": ("Об игре", "About"),
    "about.game": ("«Домино Козёл» — дворовое домино для одного игрока против ботов, "
                   "без сети и без рекламы. Версия {version}.",
                   "«Domino Kozel» is courtyard dominoes for one player against bots, "
                   "offline and free of ads. Version {version}."),
    "about.licence": ("Программа свободная: лицензия MIT.", "The program is free software: MIT licence."),
    "about.parts": ("Что в игре чужого, и на каких условиях", "What the game borrows, and on what terms"),
    "about.font": ("Шрифт PT Sans — ParaType, свободная лицензия ParaType Free Font License.",
                   "The PT Sans font is by ParaType, under the ParaType Free Font License."),
    "about.pygame": ("pygame-ce — библиотека для игр, лицензия LGPL 2.1.",
                     "pygame-ce, the game library, under the LGPL 2.1."),
    "about.pygame_gui": ("pygame-gui — кнопки и окна, лицензия MIT; его шрифты Noto — лицензия OFL.",
                         "pygame-gui, the buttons and windows, under the MIT licence; its Noto "
                         "fonts under the OFL."),
    "about.sounds": ("Звуки синтезирует сама игра; они наши и отданы в общественное достояние (CC0).",
                     "The sounds are synthesized by the game itself; they are ours and dedicated "
                     "to the public domain (CC0)."),
    "about.pictures": ("Картинки детского домино:", "Pictures of the kids' domino:"),
    "about.files": ("Полные тексты лицензий лежат в папке assets/LICENSES.",
                    "The full licence texts are in the folder assets/LICENSES."),
    "shell.file_set_aside": ("Файл {name} не читается; он сохранён как {moved}, взяты значения "
                             "по умолчанию.",
                             "The file {name} could not be read; it was kept as {moved} and "
                             "defaults are used."),
    "shell.file_unreadable": ("Файл {name} не читается и не убирается в сторону; взяты значения "
                              "по умолчанию.",
                              "The file {name} can neither be read nor moved aside; defaults are "
                              "used."),
    "shell.save_failed": ("Не удалось сохранить {name}: {reason}", "Could not save {name}: {reason}"),
    "shell.no_autosave": ("Сохранённой партии нет — начните новую.",
                          "There is no saved match; start a new one."),
    "shell.crash_title": ("Игра споткнулась", "The game has stumbled"),
    "shell.crash_body": ("Отчёт об ошибке сохранён:", "An error report was saved to:"),
    "shell.crash_close": ("Нажмите любую клавишу, чтобы закрыть.", "Press any key to close."),
}
