# Домино «Козёл»: the two commands that matter are `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: venv play test lint typecheck pytest bench dist clean

venv: $(STAMP)

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
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache
