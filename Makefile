# Домино «Козёл»: the two commands that matter are `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The gettext catalogs: .po sources in git, .mo compiled from them here (never at run time).
PO := $(wildcard assets/locale/*/LC_MESSAGES/kozel.po)
MO := $(PO:.po=.mo)

.PHONY: venv locale play test lint typecheck pytest bench dist clean

venv: $(STAMP) locale

locale: $(MO)

assets/locale/%/LC_MESSAGES/kozel.mo: assets/locale/%/LC_MESSAGES/kozel.po $(STAMP)
	$(BIN)/pybabel -q compile --domain kozel --directory assets/locale --locale $*

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: venv
	$(BIN)/python main.py

lint: venv
	$(BIN)/ruff check .

typecheck: venv
	$(BIN)/mypy --strict rules

pytest: venv
	$(BIN)/python -m pytest

test: lint typecheck pytest

# Speed and memory figures (printed, never asserted): engine, layout, frames, history, bots.
bench: venv
	$(BIN)/python -m rules bench
	$(BIN)/python benchmarks/bench_layout.py
	$(BIN)/python benchmarks/bench_history.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python benchmarks/bench_frames.py
	$(BIN)/python benchmarks/bench_bots.py
	$(BIN)/python benchmarks/bench_startup.py

# The double-click game: dist/kozel (one file); KOZEL_ONEDIR=1 make dist gives a folder.
dist: venv
	$(BIN)/python -m PyInstaller --noconfirm --log-level WARN build.spec

clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache $(MO)
